/**
 * GET /posters/{movieId}.svg: a plain generated poster (the title on a colour of its own), so
 * that content's `posterImageUrl` points at something real on this machine. Public, like image
 * hosts are: an `<img>` sends no bearer token.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/api-error.js';
import type { EmulatorState } from '../state.js';

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Breaks a title into lines of at most 14 characters, word by word. */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function posterSvg(movieId: number, title: string): string {
  const hue = (movieId * 137) % 360;
  const lines = titleLines(title)
    .map((line, index) => `<text x="100" y="${130 + index * 26}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300"><rect width="200" height="300" fill="hsl(${hue} 45% 30%)"/><g fill="#fff" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle">${lines}</g></svg>`;
}

export function posterRoutes(state: EmulatorState) {
  return new Hono<AppEnv>().get('/posters/:file{[0-9]+\\.svg}', (c) => {
    const movieId = Number.parseInt(c.req.param('file'), 10);
    const plan = state.catalog.movies.find(({ movie }) => movie.id === movieId);
    if (!plan) throw notFound(`No poster for movie ${movieId}`);
    return c.body(posterSvg(movieId, plan.movie.title), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
