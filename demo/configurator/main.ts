/**
 * The configurator page: fills the form from the catalogue, and on every change gives the live
 * widget and the snippet the same attributes. The page's first `<showtime-finder>` (rendered by
 * the server with the emulator's address) is the preview and the source of `api-base`.
 */
import type { Catalogue } from '../catalogue.js';
import { configProblem } from './config-problem.js';
import { copySnippet } from './copy.js';
import { embedAttributes } from './embed-attributes.js';
import type { EmbedSite } from './embed-attributes.js';
import { addCinemaCheckboxes, addMovieOptions, addThemeRadios } from './form-lists.js';
import { showInPreview } from './preview.js';
import { readChoice } from './read-choice.js';
import { scriptUrl } from './script-source.js';
import type { ScriptSite } from './script-source.js';
import { FALLBACK_TEXT, snippet } from './snippet.js';
import { THEMES, themeById } from './themes.js';

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The configurator page has no #${id}`);
  return element as T;
}

const form = byId<HTMLFormElement>('configurator');
const movieSelect = byId<HTMLSelectElement>('movie');
const cinemaList = byId('cinema-list');
const cinemasChosen = byId('cinemas-chosen');
const cinemasHint = byId('cinemas-hint');
const clearCinemas = byId<HTMLButtonElement>('clear-cinemas');
const snippetText = byId<HTMLTextAreaElement>('snippet');
const copyButton = byId<HTMLButtonElement>('copy');
const copyStatus = byId('copy-status');
const problem = byId('problem');
const preview = byId('preview');
const structuredCount = byId('structured-data-count');
const structuredText = byId('structured-data-text');

const site: EmbedSite = {
  proxyUrl: new URL('/showtime-api', location.href).href,
  apiBase: form.dataset['apiBase'] ?? '',
  tokenUrl: new URL('/showtime-token', location.href).href,
};
// The page loads the widget pinned to its hash: the snippet pins it the same way.
const widgetScript = document.querySelector<HTMLScriptElement>('script[src="/showtime-finder.js"]');
const scriptSite: ScriptSite = {
  demoUrl: new URL('/showtime-finder.js', location.href).href,
  version: form.dataset['version'] ?? '',
};

/** What the widget would say of the snippet as it stands; undefined while it would show showtimes. */
let problemNow: string | undefined;

function update(cinemaNames: ReadonlyMap<string, string>): void {
  const choice = readChoice(form);
  const theme = themeById(choice.themeId);
  const attributes = embedAttributes(choice, site);
  showInPreview(preview, attributes, theme);
  const fallback = preview.querySelector('a');
  fallback?.setAttribute('href', choice.fallbackUrl);
  if (fallback) fallback.textContent = FALLBACK_TEXT;
  const script = { url: scriptUrl(choice.scriptSource, scriptSite), integrity: widgetScript?.integrity ?? '' };
  snippetText.value = snippet(script, attributes, theme, choice.fallbackUrl);
  // Every line in view, and a spare one for the sideways scroll bar of a long line.
  snippetText.rows = snippetText.value.split('\n').length + 1;
  movieSelect.disabled = choice.mode === 'cinema';
  cinemasHint.textContent =
    choice.mode === 'cinema'
      ? 'Their whole programs, movie by movie: choose at least one.'
      : 'Optional: none chosen shows every cinema that plays the movie.';
  const names = choice.cinemaIds.map((id) => cinemaNames.get(id) ?? id);
  cinemasChosen.textContent = names.length === 0 ? 'None chosen.' : `Chosen: ${names.join(', ')}.`;
  clearCinemas.disabled = names.length === 0;
  problemNow = configProblem(attributes);
  problem.textContent = problemNow ? `${problemNow} Fix it above: until then the snippet is not copied.` : '';
  problem.hidden = problemNow === undefined;
  copyButton.disabled = problemNow !== undefined;
  snippetText.setAttribute('aria-invalid', String(problemNow !== undefined));
  copyStatus.textContent = '';
}

async function start(): Promise<void> {
  try {
    const response = await fetch('/catalogue.json');
    if (!response.ok) throw new Error(`/catalogue.json answered ${response.status}`);
    const catalogue = (await response.json()) as Catalogue;
    addMovieOptions(movieSelect, catalogue.movies, preview.getAttribute('movie') ?? '');
    addCinemaCheckboxes(cinemaList, catalogue.cinemas);
    addThemeRadios(byId('themes'), THEMES);
    const cinemaNames = new Map(catalogue.cinemas.map((cinema) => [String(cinema.id), cinema.name]));
    form.addEventListener('input', () => update(cinemaNames));
    form.addEventListener('submit', (event) => event.preventDefault());
    clearCinemas.addEventListener('click', () => {
      for (const input of cinemaList.querySelectorAll<HTMLInputElement>('input:checked')) input.checked = false;
      update(cinemaNames);
    });
    copyButton.addEventListener('click', async () => {
      copyStatus.textContent = await copySnippet(snippetText);
    });
    // Nor is a snippet that would show an error copied by hand (a keyboard's copy of the selected text).
    snippetText.addEventListener('copy', (event) => {
      if (!problemNow) return;
      event.preventDefault();
      copyStatus.textContent = `Not copied: ${problemNow}`;
    });
    update(cinemaNames);
  } catch (error) {
    problem.textContent = `The movies and cinemas could not be loaded (${String(error)}). Is the demo still running?`;
    problem.hidden = false;
  } finally {
    form.removeAttribute('aria-busy');
  }
}

/** The preview's structured data as the page holds it: how many events, and the first one. */
function showStructuredData(): void {
  const script = preview.querySelector(':scope > script[type="application/ld+json"]');
  const events = script ? (JSON.parse(script.textContent ?? '{}') as { '@graph'?: unknown[] })['@graph'] : undefined;
  structuredCount.textContent = events
    ? `${events.length} ScreeningEvents in a <script type="application/ld+json"> inside the element. The first:`
    : 'None: the widget writes it once its showtimes show (not with structured-data="off").';
  structuredText.textContent = events?.length ? JSON.stringify(events[0], null, 2) : '';
}

new MutationObserver(showStructuredData).observe(preview, { childList: true, characterData: true, subtree: true });
void start();
