/** The embedder's choice, read from the configurator's form. */
import type { Choice } from './choice.js';

export function readChoice(form: HTMLFormElement): Choice {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    source: text('source') === 'token' ? 'token' : 'proxy',
    mode: text('mode') === 'cinema' ? 'cinema' : 'movie',
    // A disabled select is not in the form data: read it directly, so the movie is kept across modes.
    movie: form.querySelector<HTMLSelectElement>('select[name="movie"]')!.value,
    cinemaIds: data.getAll('cinema').map(String),
    lang: text('lang'),
    days: text('days'),
    dayStart: text('day-start'),
    themeId: text('theme'),
    scriptSource: text('script-source') === 'cdn' ? 'cdn' : text('script-source') === 'self' ? 'self' : 'demo',
    fallbackUrl: text('fallback-url'),
    urlParam: text('url-param'),
    structuredData: data.has('structured-data'),
    showtimeSheet: data.has('showtime-action'),
  };
}
