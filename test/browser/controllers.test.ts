// Each of the element's reactive controllers on its own, in a small host element of the test's:
// the texts (texts-controller.ts), the choice in the page's URL (url-choice-controller.ts) and the
// structured data (structured-data-controller.ts), with their real chunks and real schedules.
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import type { TemplateResult } from 'lit';
import { TextsController } from '../../src/controllers/texts-controller.js';
import { UrlChoiceController } from '../../src/controllers/url-choice-controller.js';
import { ViewerChoiceController } from '../../src/controllers/viewer-choice-controller.js';
import { StructuredDataController } from '../../src/controllers/structured-data-controller.js';
import type { WidgetConfig } from '../../src/config/config.js';
import { languageFor, loadLanguage } from '../../src/i18n/locale.js';
import type { Loaded } from '../../src/load/load.js';
import { DrawInSlices } from '../../src/view/draw-in-slices.js';
import { scheduleOf } from '../support/programs.js';
import { showing } from '../support/showing-factory.js';
import { structuredDataScripts } from '../support/structured-data.js';
import { until } from '../support/until.js';

class TextsHost extends LitElement {
  texts = new TextsController(this);

  protected override render(): TemplateResult {
    return html`${this.texts.language?.messages.loading ?? 'no texts yet'}`;
  }

  protected override getUpdateComplete(): Promise<boolean> {
    return this.texts.drawn(() => super.getUpdateComplete());
  }
}
customElements.define('texts-host', TextsHost);

class UrlChoiceHost extends LitElement {
  backs = 0;
  choice = new UrlChoiceController(this, { param: () => 'pick', onBack: () => this.backs++ });
}
customElements.define('url-choice-host', UrlChoiceHost);

class ViewerChoiceHost extends LitElement {
  asked: string[] = [];
  choice = new ViewerChoiceController(this, { param: () => 'pick', askFor: (date) => this.asked.push(date) });
}
customElements.define('viewer-choice-host', ViewerChoiceHost);

class StructuredDataHost extends LitElement {
  wanted = true;
  shown: Loaded | undefined;
  whole: Loaded | undefined;

  constructor() {
    super();
    const described = () => (this.wanted ? this.shown : undefined);
    this.addController(new StructuredDataController(this, described, () => this.whole));
  }
}
customElements.define('structured-data-host', StructuredDataHost);

describe('the texts controller', () => {
  it('draws the texts of the host language once they arrive, and the update waits for them', async () => {
    const host = await fixture<TextsHost>(testHtml`<texts-host lang="it"></texts-host>`);
    expect(host.shadowRoot!.textContent).to.equal('Caricamento degli orari…');
  });

  it('waits for the texts of a language asked for during an update', async () => {
    const host = await fixture<TextsHost>(testHtml`<texts-host lang="en"></texts-host>`);
    host.lang = 'fr';
    host.requestUpdate(); // the test's host does not declare `lang` reactive
    await host.updateComplete;
    expect(host.shadowRoot!.textContent).to.equal('Chargement des séances…');
  });
});

describe('the URL choice controller', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  const days = [{ date: '2026-11-23', hasShowings: true }];

  it('reads the choice the URL keeps once its code is here, and writes the viewer choice', async () => {
    history.replaceState(null, '', '?pick=2026-11-23.imax~odeon');
    const host = await fixture<UrlChoiceHost>(testHtml`<url-choice-host></url-choice-host>`);
    await host.choice.ready();
    expect(host.choice.read(days)).to.deep.equal({ date: '2026-11-23', filter: new Set(['imax']), query: 'odeon' });
    host.choice.keep({ date: '2026-11-23', filter: new Set(), query: 'rex' });
    expect(new URL(location.href).searchParams.get('pick')).to.equal('2026-11-23~rex');
  });

  it('tells the host when the back button brings another URL, while connected', async () => {
    const host = await fixture<UrlChoiceHost>(testHtml`<url-choice-host></url-choice-host>`);
    dispatchEvent(new PopStateEvent('popstate'));
    host.remove();
    dispatchEvent(new PopStateEvent('popstate'));
    expect(host.backs).to.equal(1);
  });
});

/** A whole load of showings at 20:00 in Berlin on the dates given (the 23rd by default), under `key`. */
function loadOf(key: string, title: string, dates = ['2026-11-23']): Loaded {
  const showings = dates.map((date) => showing({ startDatetime: `${date}T20:00:00`, name: title }));
  const schedule = scheduleOf(showings, {
    now: new Date('2026-11-22T12:00:00Z'),
    days: 7,
    dayStartMinutes: 180,
    viewerTimeZone: 'Europe/Berlin',
  });
  return { key, schedule, unread: new Map(), skipped: 0 } as unknown as Loaded;
}

describe('the structured data controller', () => {
  const eventNames = (host: Element) =>
    structuredDataScripts(host as never).map((script) => JSON.parse(script.textContent!)['@graph'][0].name);

  it('writes the whole load shown, keeps it while a load of the same key runs, and removes it with it', async () => {
    const host = await fixture<StructuredDataHost>(testHtml`<structured-data-host></structured-data-host>`);
    const whole = loadOf('a', 'Heat');
    [host.shown, host.whole] = [whole, whole];
    host.requestUpdate();
    await until(() => eventNames(host).length === 1, 'the markup is written');
    expect(eventNames(host)[0]).to.include('Heat');
    [host.shown, host.whole] = [loadOf('a', 'Heat'), undefined];
    host.requestUpdate();
    await host.updateComplete;
    expect(eventNames(host)[0]).to.include('Heat');
    host.wanted = false;
    host.requestUpdate();
    await until(() => eventNames(host).length === 0, 'the markup is removed');
  });
});

describe('the viewer choice controller', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  // Showings on the 22nd and the 24th; the 23rd, offered too, has none.
  const dates = ['2026-11-22', '2026-11-24'];
  const config: WidgetConfig = {
    apiBase: 'https://platform.example',
    movie: '7',
    cinemaIds: [],
    days: 3,
    dayStartMinutes: 180,
    showtimeAction: 'book',
    mode: 'movie',
  };
  /** The day the view of the host's load is drawn on. */
  const chosenDate = (host: ViewerChoiceHost) =>
    host.choice.view(host.choice.loaded!, config, { language: languageFor('en')!, slices: new DrawInSlices(host) })
      .date;

  it("opens a load of new data on the URL's day, and keeps the viewer's empty day on a load of the same data", async () => {
    history.replaceState(null, '', '?pick=2026-11-24');
    const host = await fixture<ViewerChoiceHost>(testHtml`<viewer-choice-host></viewer-choice-host>`);
    await Promise.all([host.choice.ready(), loadLanguage('en')]);
    host.choice.open(loadOf('a', 'Heat', dates));
    expect(chosenDate(host)).to.equal('2026-11-24');
    await host.choice.actions.onChoose('2026-11-23');
    expect(new URL(location.href).searchParams.get('pick')).to.equal('2026-11-23');
    host.choice.open(loadOf('a', 'Heat', dates));
    expect(chosenDate(host)).to.equal('2026-11-23');
    history.replaceState(null, '', location.pathname);
    host.choice.open(loadOf('b', 'Heat', dates));
    expect(chosenDate(host)).to.equal('2026-11-22');
  });
});
