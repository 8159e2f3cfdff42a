// createTokenHandler and createShowtimeProxy check their options when created: each option missing or wrong is
// named with what it should be, all in one TypeError (a misspelt option too), never a crash inside the handler
// later, and never with the text of a value that may be a secret (a number in clientSecret is "a number").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createShowtimeProxy, createTokenHandler } from '../../src/server/index.js';
import type { ShowtimeProxyOptions, TokenHandlerOptions } from '../../src/server/index.js';

const CREDENTIALS = { apiBase: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' };
/** Options as an embedder's server may pass them: read from an environment, unchecked by a type. */
const loose = <Options>(options: Record<string, unknown>) => options as unknown as Options;

test('createTokenHandler without allowedOrigins says what they are, rather than failing on undefined', () => {
  assert.throws(() => createTokenHandler(loose<TokenHandlerOptions>({ ...CREDENTIALS, scope: 'read' })), {
    name: 'TypeError',
    message:
      "createTokenHandler: allowedOrigins is required: the origins of the pages that embed the widget, e.g. ['https://cinema.example'] ([] where only pages of the handler's own origin do).",
  });
});

test('createTokenHandler names every option that cannot work, each on a line of its own', () => {
  const options = loose<TokenHandlerOptions>({
    apiBase: undefined,
    clientId: 'id',
    clientSecret: 42,
    scope: 'read',
    allowedOrigins: 'https://cinema.example',
    clientTokenRequestsPerMinute: '10',
    logger: { log() {} },
  });
  assert.throws(() => createTokenHandler(options), {
    name: 'TypeError',
    message: [
      'createTokenHandler: 5 options cannot work:',
      "- apiBase is required: the Cinema Platform base URL, as in the widget's api-base.",
      "- clientSecret must be a string (your platform client's secret); got a number.",
      "- allowedOrigins must be an array of origins like ['https://cinema.example']; got a string.",
      '- clientTokenRequestsPerMinute must be a whole number above 0; got a string.',
      '- logger must have warn and error methods, as console has; got an object.',
    ].join('\n'),
  });
});

test('a misspelt option is named with the options there are', () => {
  const options = loose<TokenHandlerOptions>({ ...CREDENTIALS, scope: 'read', allowedOrigins: [], allowedOrigin: [] });
  assert.throws(() => createTokenHandler(options), {
    name: 'TypeError',
    message:
      /^createTokenHandler: allowedOrigin is no option of createTokenHandler; its options are apiBase, .*allowedOrigins/,
  });
});

test('no options at all: asked for an options object', () => {
  assert.throws(() => createShowtimeProxy(loose<ShowtimeProxyOptions>(undefined as never)), {
    name: 'TypeError',
    message: 'createShowtimeProxy: pass an options object; got undefined.',
  });
});

test('createShowtimeProxy names a missing basePath, a cache period as text and a negative limit', () => {
  const options = loose<ShowtimeProxyOptions>({ ...CREDENTIALS, maxAgeSeconds: '60', maxReads: -1 });
  assert.throws(() => createShowtimeProxy(options), {
    name: 'TypeError',
    message: [
      'createShowtimeProxy: 3 options cannot work:',
      '- basePath is required: the path the proxy is mounted under, e.g. /showtime-api/.',
      '- maxAgeSeconds must be a number of seconds, 0 or more; got a string.',
      '- maxReads must be a whole number above 0; got number -1.',
    ].join('\n'),
  });
});

test('a secret given where a string belongs is never echoed', () => {
  const options = loose<ShowtimeProxyOptions>({ ...CREDENTIALS, basePath: '/p', clientId: ['s3cr3t-value'] });
  assert.throws(
    () => createShowtimeProxy(options),
    (error: Error) => {
      assert.equal(
        error.message,
        'createShowtimeProxy: clientId must be a string (your platform client id); got an array.',
      );
      return true;
    },
  );
});

test('options that can work create both handlers', () => {
  assert.equal(typeof createTokenHandler({ ...CREDENTIALS, scope: 'read', allowedOrigins: [] }), 'function');
  assert.equal(typeof createShowtimeProxy({ ...CREDENTIALS, basePath: '/showtime-api', maxAgeSeconds: 0 }), 'function');
});
