/**
 * The form's lists that come from data: the movies and cinemas of the catalogue, and the theme
 * presets. Built with DOM calls only: the page enforces Trusted Types, so no HTML strings.
 */
import type { CatalogueCinema, CatalogueMovie } from '../catalogue.js';
import type { Theme } from './themes.js';

export function addMovieOptions(select: HTMLSelectElement, movies: readonly CatalogueMovie[], chosen: string): void {
  for (const movie of movies) {
    const option = new Option(movie.title, String(movie.id));
    option.selected = option.value === chosen;
    select.append(option);
  }
}

/** One fieldset per country, a checkbox per cinema, in the catalogue's order. */
export function addCinemaCheckboxes(container: HTMLElement, cinemas: readonly CatalogueCinema[]): void {
  const byCountry = new Map<string, CatalogueCinema[]>();
  for (const cinema of cinemas) byCountry.set(cinema.country, [...(byCountry.get(cinema.country) ?? []), cinema]);
  for (const [country, countryCinemas] of byCountry) {
    const fieldset = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = country;
    fieldset.append(legend);
    for (const cinema of countryCinemas) {
      fieldset.append(
        choiceLabel('checkbox', 'cinema', String(cinema.id), cinema.name, `${cinema.city} · ${cinema.id}`),
      );
    }
    container.append(fieldset);
  }
}

export function addThemeRadios(container: HTMLElement, themes: readonly Theme[]): void {
  for (const [index, theme] of themes.entries()) {
    const label = choiceLabel('radio', 'theme', theme.id, theme.label, theme.description);
    label.querySelector('input')!.checked = index === 0;
    container.append(label);
  }
}

/** `<label><input> Name <span class="hint">detail</span></label>`: the whole line is the target. */
function choiceLabel(
  type: 'checkbox' | 'radio',
  name: string,
  value: string,
  text: string,
  detail: string,
): HTMLLabelElement {
  const label = document.createElement('label');
  label.className = 'choice';
  const input = document.createElement('input');
  Object.assign(input, { type, name, value });
  const hint = document.createElement('span');
  hint.className = 'hint';
  hint.textContent = detail;
  const words = document.createElement('span');
  words.append(text, ' ', hint);
  label.append(input, words);
  return label;
}
