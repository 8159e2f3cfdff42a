/**
 * Added latency and injected faults (README: "Faults"). The first matching rule applies; a rule
 * with `times` is removed once it has applied that many times.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FaultRule } from '../settings.js';
import type { EmulatorState } from '../state.js';
import { ApiError, errorCodeForStatus } from './api-error.js';
import type { AppEnv } from './env.js';

const MALFORMED_BODY = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';
/** Valid JSON of no shape the platform answers with: no list, no token, no movie. */
const WRONG_SHAPE_BODY = JSON.stringify({ unexpected: true, data: 'not a list' });

function takeRule(state: EmulatorState, method: string, url: URL): FaultRule | undefined {
  const faults = state.settings.faults;
  const query = decodeURIComponent(url.search);
  const index = faults.findIndex(
    (rule) =>
      (!rule.path || url.pathname.startsWith(rule.path)) &&
      (!rule.query || query.includes(rule.query)) &&
      (!rule.method || rule.method === method),
  );
  const rule = faults[index];
  if (rule?.times !== undefined) {
    if (rule.times <= 1) faults.splice(index, 1);
    else faults[index] = { ...rule, times: rule.times - 1 };
  }
  return rule;
}

export const faults = (state: EmulatorState) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const rule = takeRule(state, c.req.method, new URL(c.req.url));
    const latency = state.settings.latencyMs + (rule?.latencyMs ?? 0);
    if (latency > 0) await sleep(latency);
    if (!rule) return next();
    if (rule.dropConnection) {
      const socket = c.env?.incoming?.socket;
      if (!socket) throw new Error('dropConnection needs the emulator running as an HTTP server');
      socket.destroy();
      return c.body(null, 500);
    }
    if (rule.body === 'html') {
      // A gateway's own error page: the status it was given (502 by default), as text/html.
      return c.body(MALFORMED_BODY, (rule.status ?? 502) as ContentfulStatusCode, { 'Content-Type': 'text/html' });
    }
    if (rule.status !== undefined) {
      const headers: Record<string, string> =
        rule.retryAfter !== undefined ? { 'Retry-After': String(rule.retryAfter) } : {};
      const reason =
        rule.status === 429
          ? 'Too many requests; retry after the Retry-After delay'
          : `Injected fault: HTTP ${rule.status}`;
      throw new ApiError(rule.status as ContentfulStatusCode, errorCodeForStatus(rule.status), reason, headers);
    }
    if (rule.body === 'malformed') {
      return c.body(MALFORMED_BODY, 200, { 'Content-Type': 'application/json' });
    }
    if (rule.body === 'wrong-shape') {
      return c.body(WRONG_SHAPE_BODY, 200, { 'Content-Type': 'application/json' });
    }
    if (rule.body === 'truncated') {
      await next();
      const text = await c.res.text();
      c.res = new Response(text.slice(0, Math.floor(text.length / 2)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
      return;
    }
    return next();
  });
