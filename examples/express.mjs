// Express 4 or 5: the same listener as node:http, which never rejects (Express 4 does not catch
// a rejected promise) and answers TRACE itself. A regular expression mounts the proxy in both
// versions (their wildcard syntaxes differ). The app is served by the same bounded server as
// node-http.mjs (`app.listen` would make one without bounds). `node examples/express.mjs`, with
// express installed.
import express from 'express';
import { createSiteServer, nodeListener } from 'showtime-finder/node';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';

const app = express();
app.all('/showtime-token', nodeListener(tokenHandler, { origin: siteOrigin }));
app.all(/^\/showtime-api\//, nodeListener(showtimeProxy, { origin: siteOrigin }));

const server = createSiteServer(app);
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
