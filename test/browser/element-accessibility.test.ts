// Accessible screenings (issue 22): closed captions and audio description where the movie's
// `movieAccessibility` for the cinema's country says so, wheelchair spaces where the room has them
// (spec: Movie, CinemaRoom), nothing where the platform says nothing; each showtime lists them in
// `data-features`, the chips `captions`, `audio-description` and `wheelchair` appear where they split
// the day, and a version's label shows them as marks read by their names. Against the emulator's seed.
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, platformShowings, renderWidget, text } from '../support/widget.js';
import type { RawShowing } from '../support/widget.js';

const ACCESSIBILITY = ['captions', 'audio-description', 'wheelchair'];

/** The accessibility features the platform gives a showing, read straight from its fields. */
function offeredBy({ cinema, cinemaRoom, content }: RawShowing): string[] {
  const entry = (content as { movie?: { movieAccessibility?: Record<string, unknown> } }).movie?.movieAccessibility;
  const here = entry?.['iso31661'] === (cinema as { countryCode?: string }).countryCode ? entry : undefined;
  const offered = [
    here?.['hasClosedCaption'],
    here?.['hasAudioDescription'],
    (cinemaRoom as Record<string, unknown>)['hasWheelchairSpaces'],
  ];
  return ACCESSIBILITY.filter((_, index) => offered[index] === true);
}

/** The accessibility features a showtime of the widget lists, by showing id. */
function listed(element: HTMLElement & { shadowRoot: ShadowRoot | null }): Map<number, string[]> {
  return new Map(
    all(element as never, '[part~="showtime"]').map((showtime) => [
      Number(showtime.dataset['showingId']),
      showtime.dataset['features']!.split(' ').filter((feature) => ACCESSIBILITY.includes(feature)),
    ]),
  );
}

describe('accessible screenings', () => {
  let info: EmulatorInfo;
  let token: string;
  let showings: Map<number, RawShowing>;
  before(async () => {
    ({ info, token } = await emulatorAt('2026-11-22T15:00:00Z'));
    showings = new Map(
      (await platformShowings(info.url, token, '/showings?movieId=550')).map((showing) => [showing.id, showing]),
    );
  });

  it('lists captions, audio description and wheelchair spaces on each showtime exactly where the platform gives them', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const shown = listed(element);
    const expected = new Map([...shown.keys()].map((id) => [id, offeredBy(showings.get(id)!)]));
    expect(Object.fromEntries(shown)).to.deep.equal(Object.fromEntries(expected));
    for (const feature of ACCESSIBILITY) {
      const having = [...shown.values()].filter((features) => features.includes(feature)).length;
      expect(having, `some showtimes with ${feature}, some without`).to.be.within(1, shown.size - 1);
    }
  });

  it('offers a chip for each accessibility feature that splits the day, and its filter keeps only those showtimes', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const chips = all(element, '[part~="filter"]').filter((chip) => ACCESSIBILITY.includes(chip.dataset['feature']!));
    expect(chips.map((chip) => [chip.dataset['feature'], text(chip)])).to.deep.equal([
      ['captions', 'Closed captions'],
      ['audio-description', 'Audio description'],
      ['wheelchair', 'Wheelchair spaces'],
    ]);
    const withCaptions = [...listed(element)].filter(([, features]) => features.includes('captions')).map(([id]) => id);
    chips[0]!.click();
    await element.updateComplete;
    expect([...listed(element).keys()]).to.have.members(withCaptions);
  });

  it('shows the features on the version label as marks read by their names, and in each time button’s name', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', lang: 'de' });
    const showtime = all(element, '[part~="showtime"]').find((item) => item.dataset['features']!.includes('captions'))!;
    const label = showtime.closest('[part~="version"]')!.querySelector('.label')!;
    expect(label.querySelector('[aria-hidden="true"]')!.textContent!.split('\u00A0·\u00A0')).to.include('CC');
    expect(label.querySelector('.sr-only')!.textContent!.split(' · ')).to.include('Untertitel für Hörgeschädigte');
    expect(text(showtime.querySelector('a')!)).to.contain('Untertitel für Hörgeschädigte');
  });

  it('claims nothing the platform does not say: captions given for Germany are not claimed in Austria or where no country is given', async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/accessibility`,
      token,
      movie: '51',
    });
    expect(Object.fromEntries(listed(element))).to.deep.equal({
      5201: ['captions', 'wheelchair'],
      5202: ['captions'],
      5301: ['wheelchair'],
      5401: [],
    });
    expect(all(element, '[part~="cinema"][data-cinema-id="54"] .label'), 'no label claims anything').to.have.length(0);
  });
});
