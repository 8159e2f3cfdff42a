// `node --import ./test/support/express-4.mjs examples/express.mjs`: the Express recipe on Express 4 (the dev
// dependency `express4`, npm's alias of express@4) where it imports `express`, which is Express 5 here.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      return next(specifier === 'express' ? 'express4' : specifier, context);
    }
  `)}`,
);
