/** The CORS origin registry, admin only: GET/POST /cors-origins, GET/PATCH /cors-origins/{id}. */
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { requireAdmin } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { ApiError, badRequest, notFound } from '../http/api-error.js';
import { listResponse } from '../http/lists.js';
import { positiveInt } from '../http/query.js';
import { CORS_ORIGIN_CATEGORIES, originProblem } from '../cors/origin.js';
import type { CorsOriginRecord } from '../cors/registry.js';
import type { EmulatorState } from '../state.js';

const category = z.enum(CORS_ORIGIN_CATEGORIES);
const comment = z.string().nullable();

const createSchema = z.strictObject({
  origin: z.string(),
  category,
  comment: comment.default(null),
  isActive: z.boolean().default(true),
});

/** `origin` is read-only after creation: a different origin is a new registration. */
const patchSchema = z.strictObject({ category, comment, isActive: z.boolean() }).partial();

async function validBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be a JSON object');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(z.prettifyError(parsed.error));
  return parsed.data;
}

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`${name} must be true or false; got "${value}"`);
}

export function corsOriginRoutes(state: EmulatorState) {
  const byId = (value: string): CorsOriginRecord => {
    const id = positiveInt(value, 'corsOriginId')!;
    const record = state.origins.byId(id);
    if (!record) throw notFound(`No CORS origin with id ${id}`);
    return record;
  };

  return new Hono<AppEnv>()
    .use('/cors-origins', requireAdmin)
    .use('/cors-origins/*', requireAdmin)
    .get('/cors-origins', (c) => {
      const wantedCategory = c.req.query('category');
      if (wantedCategory && !category.safeParse(wantedCategory).success) {
        throw badRequest(`category must be one of ${CORS_ORIGIN_CATEGORIES.join(', ')}; got "${wantedCategory}"`);
      }
      const isActive = flag(c.req.query('isActive'), 'isActive');
      const records = state.origins
        .all()
        .filter((record) => !wantedCategory || record.category === wantedCategory)
        .filter((record) => isActive === undefined || record.isActive === isActive);
      return listResponse(c, state, records, {
        sortKeys: { id: (record) => record.id, origin: (record) => record.origin },
        searchText: (record) => `${record.origin} ${record.comment ?? ''}`,
        present: (record) => record,
      });
    })
    .post('/cors-origins', async (c) => {
      const body = await validBody(c, createSchema);
      const problem = originProblem(body.origin);
      if (problem) throw badRequest(problem);
      const existing = state.origins.byOrigin(body.origin);
      if (existing) throw new ApiError(409, 'conflict', `${body.origin} is already registered (id ${existing.id})`);
      return c.json(state.origins.add(body, state.clock.now()), 201);
    })
    .get('/cors-origins/:id', (c) => c.json(byId(c.req.param('id'))))
    .patch('/cors-origins/:id', async (c) => {
      const record = byId(c.req.param('id'));
      const changes = await validBody(c, patchSchema);
      return c.json(state.origins.update(record, changes, state.clock.now()));
    });
}
