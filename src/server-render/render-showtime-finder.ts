/**
 * `renderShowtimeFinder(attributes, options)`: the element as HTML for the embedder's page (docs/server-rendering.md).
 * `<showtime-finder>` with the attributes given, a declarative shadow root holding the first screen of the first
 * offered day as the widget draws it (its styles inside), and in its light DOM the structured data of those showtimes
 * and the programs it drew from, which the widget takes instead of asking the proxy for their windows. The programs
 * come from the embedder's proxy itself (`createShowtimeProxy`), through its cache: a page costs the platform nothing
 * more than a viewer's widget would.
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { attributeValues } from '../config/attributes.js';
import { parseConfig } from '../config/config.js';
import type { WidgetConfig } from '../config/config.js';
import { scriptJson } from '../common/script-json.js';
import { languageFor, loadLanguage } from '../i18n/locale.js';
import { programUrl } from '../load/proxy-reader.js';
import type { Window } from '../load/window-plan.js';
import { MAX_PROGRAM_CINEMAS } from '../common/program-cinemas.js';
import type { Program } from '../program/program.js';
import { readProgram } from '../program/read-program.js';
import { screeningGraph } from '../structured-data/screening-events.js';
import { renderLoaded } from '../view/listing.js';
import { printStyles } from '../view/print-styles.js';
import { SERVER_DOM_CLASS, SERVER_DOM_RULES } from '../view/server-dom.js';
import { styles } from '../view/styles.js';
import type { ViewActions } from '../view/view-state.js';
import { renderFrame } from '../view/widget-frame.js';
import { firstScreen } from './first-screen.js';

export interface RenderShowtimeFinderOptions {
  /** The embedder's proxy (`createShowtimeProxy`), whose `basePath` the `proxy-url` attribute names. */
  proxy: (request: Request) => Promise<Response>;
  /** The clock, in milliseconds; defaults to `Date.now`. */
  now?: () => number;
}

/** A failure to render: `status` and `code` are the proxy's, or 400 `bad-request` for attributes that cannot work. */
export class RenderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}

/** Nothing is done on the server: the widget's own handlers take over with its DOM. */
const NO_ACTIONS: ViewActions = {
  onChoose: () => Promise.resolve(),
  onFilter: () => {},
  onEndsBy: () => {},
  onQuery: () => {},
  onNearMe: () => {},
  onMore: () => Promise.resolve(),
  onRetry: () => {},
  onSelect: () => {},
  onDetails: () => {},
};

/** Where a relative `proxy-url` is resolved: only its path reaches the proxy. */
const SERVER_ORIGIN = 'http://showtime-finder.invalid/';

/**
 * The element's HTML, attributes given by their names (`{'proxy-url': '/showtime-api/', movie: '550'}`). Rejects with
 * a `RenderError` where the attributes are not a proxy mode widget's, or where the proxy could not answer.
 */
export async function renderShowtimeFinder(
  attributes: Readonly<Record<string, string>>,
  options: RenderShowtimeFinderOptions,
): Promise<string> {
  const config = serverConfig(attributes);
  const locale = attributes['lang'] || 'en';
  await loadLanguage(locale).catch(() => {});
  const language = languageFor(locale) ?? languageFor('en')!;
  const now = new Date((options.now ?? Date.now)());
  const read = (window: Window) => readWindow(options.proxy, config, window);
  const { view, schedule, programs } = await firstScreen(config, { now, language, read });
  const shadow = collectResultSync(render(renderFrame(false, renderLoaded(view, NO_ACTIONS))));
  const css = `${styles.cssText}${printStyles.cssText}${SERVER_DOM_RULES}`;
  const described = attributes['structured-data'] === 'off' ? '' : graphScript(schedule);
  const embedded = programs.map(programScript);
  return (
    `<showtime-finder${attributesHtml(attributes)}><template shadowrootmode="open"><style>${css}</style>` +
    `<div class="${SERVER_DOM_CLASS}">${shadow}</div></template>${described}${embedded.join('')}</showtime-finder>`
  );
}

function serverConfig(attributes: Readonly<Record<string, string>>): WidgetConfig {
  const values = attributeValues({ getAttribute: (name) => attributes[name] ?? null });
  const result = parseConfig(values, { hasTokenProvider: false, baseUrl: SERVER_ORIGIN });
  if (!result.ok) throw new RenderError(400, 'bad-request', result.error.message);
  if (!result.config.proxied)
    throw new RenderError(400, 'bad-request', 'Set proxy-url: the server renders proxy mode.');
  if (result.config.cinemaIds.length > MAX_PROGRAM_CINEMAS) {
    throw new RenderError(400, 'bad-request', `The server renders at most ${MAX_PROGRAM_CINEMAS} cinema-ids.`);
  }
  return result.config;
}

/** A window's program from the proxy, asked as the widget on the embedder's own page asks for it. */
async function readWindow(proxy: RenderShowtimeFinderOptions['proxy'], config: WidgetConfig, window: Window) {
  const url = programUrl(config, config.cinemaIds, window);
  const response = await proxy(new Request(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } }));
  const body: unknown = await response.json();
  if (!response.ok) {
    const { error, message } = Object(body) as { error?: string; message?: string };
    throw new RenderError(response.status, error ?? 'proxy-error', message ?? `The proxy answered ${response.status}.`);
  }
  return readProgram(body, `GET ${url}`);
}

/** A program as src/takeover/take-over.ts selects it. */
function programScript(program: Program): string {
  return `<script type="application/json" data-showtime-program>${scriptJson(program)}</script>`;
}

/** The structured data as src/structured-data/json-ld-script.ts selects it. */
function graphScript(schedule: Parameters<typeof screeningGraph>[0]): string {
  return `<script type="application/ld+json" data-showtime-graph>${scriptJson(screeningGraph(schedule))}</script>`;
}

/** The attributes as given, each value escaped for a double-quoted attribute; a name that is no name is refused. */
function attributesHtml(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => {
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new RenderError(400, 'bad-request', `"${name}" is no attribute name.`);
      return ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
    })
    .join('');
}
