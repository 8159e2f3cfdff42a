// The element's properties have real types (docs/design.md, "Attributes"): `days` a number,
// `cinemaIds` an array of numbers, `near` a `{lat, lng}`; the attributes keep their text forms.
// A script's typed values show what the attribute texts show, and a bad value of either kind
// still ends in invalid-config naming the attribute, the value and what is expected.
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, nextOutcome, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

let info: EmulatorInfo;
let token: string;

before(async () => {
  ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
});

/** What the widget shows on its second day: the days, the cinemas with their distances, the times. */
async function shownOnSecondDay(element: ShowtimeFinderElement) {
  all(element, '[part~="day"]')[1]!.click();
  await element.updateComplete;
  return {
    days: all(element, '[part~="day"]').map((day) => day.dataset['date']),
    cinemas: all(element, '[part~="cinema"]').map(
      (cinema) => `${cinema.dataset['cinemaId']} ${text(cinema.querySelector('.meta')!)}`,
    ),
    times: all(element, '[part~="showtime"] time').map((time) => time.getAttribute('datetime')),
  };
}

/** The message of the invalid-config error the widget shows. */
function configProblem(element: ShowtimeFinderElement): string {
  const error = one(element, '[part~="error"]');
  expect(error.dataset['errorCode']).to.equal('invalid-config');
  return text(error);
}

describe('observed attributes', () => {
  it('observes exactly the attributes of the contract (docs/design.md, "Attributes"), so that each change reloads', () => {
    const observed = (customElements.get('showtime-finder') as typeof ShowtimeFinderElement).observedAttributes;
    expect([...observed].sort()).to.deep.equal(
      [
        'api-base',
        'token',
        'token-url',
        'movie',
        'cinema-ids',
        'days',
        'day-start',
        'lang',
        'time-zone',
        'near',
        'proxy-url',
        'showtime-action',
        'structured-data',
        'url-param',
      ].sort(),
    );
  });
});

describe('typed properties', () => {
  it('shows for days, cinemaIds and near set by a script what their attribute texts show', async () => {
    const base = { 'api-base': info.url, token, movie: '603' };
    const byAttributes = await renderWidget({ ...base, days: '3', 'cinema-ids': '202, 201', near: '47.3769,8.5417' });
    const byProperties = await renderWidget(base, {
      setup: (element) => {
        element.days = 3;
        element.cinemaIds = [202, 201];
        element.near = { lat: 47.3769, lng: 8.5417 };
      },
    });
    expect(byProperties.outcome.type).to.equal('showtimes-load');
    const expected = await shownOnSecondDay(byAttributes.element);
    expect(expected.days.length).to.equal(3);
    expect(expected.cinemas.map((cinema) => cinema.split(' ')[0]).sort()).to.deep.equal(['201', '202']);
    expect(expected.cinemas[0]).to.match(/ · \d+(\.\d)? km$/);
    expect(expected.times.length).to.be.greaterThan(0);
    expect(await shownOnSecondDay(byProperties.element)).to.deep.equal(expected);
  });

  it('sorts the cinemas from a near set after the load', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603', 'cinema-ids': '202, 201' });
    // The second day, where both cinemas play.
    all(element, '[part~="day"]')[1]!.click();
    await element.updateComplete;
    const distances = () => all(element, '[part~="cinema"] > .meta').map((meta) => / · [\d.]+ km$/.test(text(meta)));
    expect(distances()).to.deep.equal([false, false]);
    const order = () => all(element, '[part~="cinema"]').map((cinema) => cinema.dataset['cinemaId']);
    // Zürich's centre: Kino Limmat (201) is the nearer; south-east of the town, Arthouse Seefeld (202).
    element.near = { lat: 47.3769, lng: 8.5417 };
    await element.updateComplete;
    expect([order(), distances()]).to.deep.equal([
      ['201', '202'],
      [true, true],
    ]);
    element.near = { lat: 47.3, lng: 8.6 };
    await element.updateComplete;
    expect(order()).to.deep.equal(['202', '201']);
  });

  it('reads the attribute texts into typed properties', () => {
    const element = document.createElement('showtime-finder');
    element.setAttribute('days', ' 14 ');
    element.setAttribute('cinema-ids', '12, 34,12 ,');
    element.setAttribute('near', '52.52, -13.405');
    expect([element.days, element.cinemaIds, element.near]).to.deep.equal([14, [12, 34], { lat: 52.52, lng: -13.405 }]);
  });

  it('reads an attribute removed as undefined, as a property never set', () => {
    const element = document.createElement('showtime-finder');
    for (const name of ['api-base', 'movie', 'days', 'cinema-ids', 'near']) {
      element.setAttribute(name, '1');
      element.removeAttribute(name);
    }
    expect([element.apiBase, element.movie, element.days, element.cinemaIds, element.near]).to.deep.equal(
      Array(5).fill(undefined),
    );
  });

  it('names a bad attribute text as written, and holds no value for it', async () => {
    const { element, outcome } = await renderWidget({ 'api-base': info.url, token, 'cinema-ids': '12,x', near: 'x' });
    expect(outcome.detail).to.have.property('code', 'invalid-config');
    expect(configProblem(element)).to.contain(
      'cinema-ids="12,x": expected numeric ids such as 12,34. near="x": expected latitude,longitude such as 52.52,13.405.',
    );
    expect([element.cinemaIds, element.near]).to.deep.equal([undefined, undefined]);
  });

  it('names the new text when a bad attribute text is changed to another bad text', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603', days: 'abc' });
    expect(configProblem(element)).to.contain('days="abc"');
    const changed = nextOutcome(element);
    element.setAttribute('days', 'xyz');
    expect((await changed).detail).to.have.property('message', 'days="xyz": expected a whole number from 1 to 31.');
    await element.updateComplete;
    expect(configProblem(element)).to.contain('days="xyz"');
  });

  it('names a bad value a script set, of the wrong type or out of range', async () => {
    const { element, outcome } = await renderWidget(
      { 'api-base': info.url, token, movie: '603' },
      {
        setup: (element) => {
          element.days = 'x' as unknown as number;
          element.cinemaIds = [12, 0];
          element.near = { lat: 91, lng: 0 };
        },
      },
    );
    expect(outcome.detail).to.have.property(
      'message',
      'cinema-ids=[12,0]: expected numeric ids such as 12,34. ' +
        'days="x": expected a whole number from 1 to 31. ' +
        'near={"lat":91,"lng":0}: expected latitude,longitude such as 52.52,13.405.',
    );
    expect(configProblem(element)).to.contain('days="x"');
  });

  it('takes a value a script set over a bad attribute text', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603', days: 'abc' });
    expect(configProblem(element)).to.contain('days="abc"');
    const loaded = nextOutcome(element);
    element.days = 2;
    expect((await loaded).type).to.equal('showtimes-load');
    await element.updateComplete;
    expect(all(element, '[part~="day"]').length).to.equal(2);
  });
});

describe('reflected properties', () => {
  const reflected = ['movie', 'days', 'cinema-ids', 'near', 'day-start', 'time-zone', 'showtime-action'];

  it('writes each property a script sets to its attribute in the attribute text form, so the DOM says what is shown', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const loaded = nextOutcome(element);
    element.movie = '603';
    element.days = 3;
    element.cinemaIds = [202, 201];
    element.near = { lat: 47.3769, lng: 8.5417 };
    element.dayStart = '04:00';
    element.timeZone = 'Europe/Zurich';
    element.showtimeAction = 'details';
    expect((await loaded).type).to.equal('showtimes-load');
    await element.updateComplete;
    expect(reflected.map((name) => element.getAttribute(name))).to.deep.equal([
      '603',
      '3',
      '202,201',
      '47.3769,8.5417',
      '04:00',
      'Europe/Zurich',
      'details',
    ]);
    expect(all(element, '[part~="day"]').length).to.equal(3);
  });

  it('reads its reflected attributes back as the same values: a copy of its markup shows the same', async () => {
    const { element } = await renderWidget(
      { 'api-base': info.url, token },
      {
        setup: (element) => {
          element.movie = '603';
          element.days = 3;
          element.cinemaIds = [202, 201];
          element.near = { lat: 47.3769, lng: -8.5 };
        },
      },
    );
    const copy = element.cloneNode() as ShowtimeFinderElement;
    expect([copy.movie, copy.days, copy.cinemaIds, copy.near]).to.deep.equal([
      '603',
      3,
      [202, 201],
      { lat: 47.3769, lng: -8.5 },
    ]);
  });

  it('removes the attribute of a property set to undefined', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603', days: '3', near: '1,2' });
    element.days = undefined;
    element.near = undefined;
    await element.updateComplete;
    expect([element.hasAttribute('days'), element.hasAttribute('near'), element.getAttribute('movie')]).to.deep.equal([
      false,
      false,
      '603',
    ]);
  });

  it('keeps a bad attribute text as written, while its typed property holds nothing', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603', days: 'abc' });
    expect([element.days, element.getAttribute('days')]).to.deep.equal([undefined, 'abc']);
  });
});

describe('a token provider given as an attribute', () => {
  it("says to bind tokenProvider as a property when a token-provider attribute holds a function's source (Vue's :token-provider)", async () => {
    const { element, outcome } = await renderWidget({
      'api-base': info.url,
      movie: '603',
      'token-provider': 'async () => fetchToken()',
    });
    expect(outcome.detail).to.have.property(
      'message',
      'token-provider="async () => fetchToken()": an attribute holds only text, such as a function\'s source, and ' +
        'tokenProvider is a property taking the function. Set it as a property: in Vue, :tokenProvider="provide" ' +
        '(camelCase) or :token-provider.prop="provide"; in a script, element.tokenProvider = provide.',
    );
    expect(configProblem(element)).to.contain(':token-provider.prop');
  });

  it('loads with the tokenProvider property set beside a leftover token-provider attribute', async () => {
    const { outcome } = await renderWidget(
      { 'api-base': info.url, movie: '603', 'token-provider': '[object Function]' },
      { setup: (element) => (element.tokenProvider = () => Promise.resolve(token)) },
    );
    expect(outcome.type).to.equal('showtimes-load');
  });
});
