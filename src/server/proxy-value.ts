/**
 * What the proxy keeps per key: a list (its items, each serialised once, so that any page of it
 * is joined from strings) or a single JSON document (a movie, a 404), with a digest of the
 * content for the `ETag`: equal content has equal tags, on every proxy instance and after a
 * refresh that changed nothing.
 */
import type { ListedItem } from './listed-item.js';

export type ProxyValue =
  | { kind: 'list'; items: readonly ListedItem[]; digest: string }
  | { kind: 'document'; status: 200 | 404; json: string; digest: string };

/** Per item beyond its JSON: the object and the numbers the proxy filters by. */
const ITEM_OVERHEAD_BYTES = 96;

export async function listValue(items: readonly ListedItem[]): Promise<{ value: ProxyValue; bytes: number }> {
  const texts = items.map((item) => item.json);
  const bytes = texts.reduce((sum, text) => sum + text.length + ITEM_OVERHEAD_BYTES, 0);
  return { value: { kind: 'list', items, digest: await digestOf(texts.join('\n')) }, bytes };
}

export async function documentValue(status: 200 | 404, body: unknown): Promise<{ value: ProxyValue; bytes: number }> {
  const json = JSON.stringify(body);
  return { value: { kind: 'document', status, json, digest: await digestOf(json) }, bytes: json.length };
}

/** The first 128 bits of the content's SHA-256, base64url. */
async function digestOf(text: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...hash.subarray(0, 16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
