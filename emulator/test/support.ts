/** Shared by the emulator's Node tests: an app on a fresh state, and requests with a token. */
import { createApp } from '../src/app.js';
import { loadConfig, type EmulatorConfig } from '../src/config.js';
import type { SeedOptions } from '../src/seed/options.js';
import { EmulatorState } from '../src/state.js';

export const DEMO = { id: 'showtime-demo', secret: 'demo-secret-not-for-production' };
export const ADMIN = { id: 'platform-admin', secret: 'admin-secret-not-for-production' };
export const DEMO_ORIGIN = 'http://localhost:8080';
/** A Sunday noon in UTC, after the legacy-id cutoff. */
export const NOW = '2026-11-22T12:00:00Z';

export interface TestApp {
  state: EmulatorState;
  request(path: string, init?: RequestInit): Promise<Response>;
  token(client?: { id: string; secret: string }): Promise<string>;
  /** GET with the demo client's token (or the given one) and the demo origin. */
  get(path: string, token?: string): Promise<Response>;
  json<T = Record<string, unknown>>(path: string, token?: string): Promise<T>;
}

export function testApp(now: string | null = NOW, config?: EmulatorConfig, seed?: SeedOptions): TestApp {
  const state = new EmulatorState(loadConfig(config), now, seed);
  const app = createApp(state);
  const request = async (path: string, init?: RequestInit): Promise<Response> => app.request(path, init);
  let demoToken: string | undefined;
  const token = async (client = DEMO): Promise<string> => {
    const response = await request('/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: client.id,
        client_secret: client.secret,
        scope: '',
      }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const get = async (path: string, bearer?: string): Promise<Response> => {
    const chosen = bearer ?? (demoToken ??= await token());
    return request(path, { headers: { Authorization: `Bearer ${chosen}`, Origin: DEMO_ORIGIN } });
  };
  const json = async <T>(path: string, bearer?: string): Promise<T> => {
    const response = await get(path, bearer);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { state, request, token, get, json };
}

export interface Page<T> {
  data: T[];
  pagination: {
    total: number;
    limit: number;
    has_more: boolean;
    next_cursor: string | null;
    prev_cursor: string | null;
  };
}

export interface ShowingJson {
  id: number;
  state: string;
  cinemaId: number;
  movieId: number | null;
  serviceMovieId: string | null;
  startDatetime: string;
  endDatetime: string;
  onlineTicketUrl: string | null;
  bookingUrlExternal: string | null;
  ticketUrls: string[];
  cinema: { id: number; timezone: string };
  cinemaRoom: { id: number; name: string };
  content: { id: number; movieId: number | null; movie: { id: number } | null };
}

/** `POST /oauth/token` with a client's credentials (the client credentials grant), over real HTTP. */
export function requestToken(url: string, client: { id: string; secret: string } = DEMO): Promise<Response> {
  return fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: client.secret,
      scope: '',
    }),
  });
}

/** A client's access token (the demo client's by default) from a listening emulator, over real HTTP. */
export async function clientToken(url: string, client: { id: string; secret: string } = DEMO): Promise<string> {
  const response = await requestToken(url, client);
  return ((await response.json()) as { access_token: string }).access_token;
}
