// Express 4 or 5: the same listener as node:http, which never rejects (Express 4 does not catch
// a rejected promise) and answers TRACE itself. A regular expression mounts the proxy in both
// versions (their wildcard syntaxes differ). `node examples/express.mjs`, with express installed.
import express from 'express';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { nodeListener } from './node-listener.mjs';

const app = express();
app.all('/showtime-token', nodeListener(tokenHandler, { origin: siteOrigin }));
app.all(/^\/showtime-api\//, nodeListener(showtimeProxy, { origin: siteOrigin }));

const server = app.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
server.headersTimeout = 10_000;
server.requestTimeout = 15_000;
