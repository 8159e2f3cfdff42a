import assert from 'node:assert/strict';
import { get } from 'node:http';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { negotiateEncoding } from '../src/http/compression.js';
import { startEmulator } from '../src/index.js';
import { DEMO_ORIGIN, clientToken, testApp } from './support.js';

const LIST = '/showings?movieId=550&limit=100';

/** GET with the demo token and origin, sending the given Accept-Encoding (none when undefined). */
async function fetchEncoded(app: ReturnType<typeof testApp>, path: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await app.token()}`, Origin: DEMO_ORIGIN };
  if (acceptEncoding !== undefined) headers['Accept-Encoding'] = acceptEncoding;
  const response = await app.request(path, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('compression', () => {
  it('gzips a JSON answer for Accept-Encoding: gzip, with the compressed Content-Length and Vary: Accept-Encoding', async () => {
    const app = testApp();
    const plain = await fetchEncoded(app, LIST);
    const { response, bytes } = await fetchEncoded(app, LIST, 'gzip');
    assert.equal(response.headers.get('Content-Encoding'), 'gzip');
    assert.equal(response.headers.get('Content-Length'), String(bytes.length));
    assert.equal(response.headers.get('Vary'), 'Origin, Accept-Encoding');
    assert.ok(bytes.length < plain.bytes.length / 5, `${bytes.length} of ${plain.bytes.length} bytes`);
    assert.equal(gunzipSync(bytes).toString(), plain.bytes.toString());
  });

  it('sends brotli to a browser (gzip, deflate, br, zstd), which decompresses to the same JSON', async () => {
    const app = testApp();
    const plain = await fetchEncoded(app, LIST);
    const { response, bytes } = await fetchEncoded(app, LIST, 'gzip, deflate, br, zstd');
    assert.equal(response.headers.get('Content-Encoding'), 'br');
    assert.equal(response.headers.get('Content-Length'), String(bytes.length));
    assert.equal(brotliDecompressSync(bytes).toString(), plain.bytes.toString());
  });

  it('sends the JSON as it is without Accept-Encoding, still with Vary: Accept-Encoding', async () => {
    const { response, bytes } = await fetchEncoded(testApp(), LIST);
    assert.equal(response.headers.get('Content-Encoding'), null);
    assert.equal(response.headers.get('Vary'), 'Origin, Accept-Encoding');
    assert.equal(JSON.parse(bytes.toString()).data.length, 100);
  });

  it('leaves answers under 1 KB uncompressed and without Vary: Accept-Encoding', async () => {
    const { response, bytes } = await fetchEncoded(testApp(), '/cinemas/101', 'br, gzip');
    assert.ok(bytes.length < 1024);
    assert.equal(response.headers.get('Content-Encoding'), null);
    assert.equal(response.headers.get('Vary'), 'Origin');
    assert.equal(JSON.parse(bytes.toString()).id, 101);
  });

  it('prefers brotli on a tie, and otherwise follows the q-values', () => {
    assert.equal(negotiateEncoding('gzip, br'), 'br');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, *'), 'gzip');
    assert.equal(negotiateEncoding('deflate, identity'), null);
    assert.equal(negotiateEncoding('gzip;q=0'), null);
    assert.equal(negotiateEncoding(''), null);
    assert.equal(negotiateEncoding(undefined), null);
  });

  it('keeps the CORS headers of a compressed answer', async () => {
    const { response } = await fetchEncoded(testApp(), LIST, 'br');
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), DEMO_ORIGIN);
    assert.equal(response.headers.get('Access-Control-Expose-Headers'), 'Retry-After, WWW-Authenticate, X-Total-Count');
  });

  it('compresses a truncated fault body: it decompresses to the first half of the JSON', async () => {
    const app = testApp();
    const plain = (await fetchEncoded(app, LIST)).bytes.toString();
    app.state.settings.faults.push({ path: '/showings', body: 'truncated', times: 1 });
    const { response, bytes } = await fetchEncoded(app, LIST, 'gzip');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Content-Encoding'), 'gzip');
    assert.equal(gunzipSync(bytes).toString(), plain.slice(0, Math.floor(plain.length / 2)));
  });

  it('sends a compressed answer over HTTP with a Content-Length, not chunked', async () => {
    const emulator = await startEmulator({ port: 0 });
    try {
      const token = await clientToken(emulator.url);
      const { headers, bytes } = await new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>(
        (resolve, reject) => {
          const request = get(
            `${emulator.url}${LIST}`,
            { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'br' } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
            },
          );
          request.on('error', reject);
        },
      );
      assert.equal(headers['content-encoding'], 'br');
      assert.equal(headers['content-length'], String(bytes.length));
      assert.equal(headers['transfer-encoding'], undefined);
      assert.equal(JSON.parse(brotliDecompressSync(bytes).toString()).data.length, 100);
    } finally {
      await emulator.close();
    }
  });
});
