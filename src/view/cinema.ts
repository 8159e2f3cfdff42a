import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatUnit } from '../i18n/format.js';
import type { Language } from '../i18n/locale.js';
import type { CinemaSummary, MovieSummary, Showtime } from '../schedule/types.js';
import { renderShowtimeList } from './showtime-list.js';
import type { ShowtimeListContext } from './showtime-list.js';

export interface GroupContext extends Omit<ShowtimeListContext, 'cinemaName' | 'expanded' | 'onMore'> {
  isExpanded: (group: string) => boolean;
  onMore: (group: string) => void;
}

/** A cinema's heading line: name, then street, postal code and city, and how far away it is. */
function renderCinemaHeading(cinema: CinemaSummary, distance: number | undefined, language: Language): TemplateResult {
  const address = [cinema.street, [cinema.postalCode, cinema.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const where = [address, distance === undefined ? '' : formatUnit(distance, 'kilometer', language)].filter(Boolean).join(' · ');
  return html`<h2>${cinema.name}</h2>${where ? html`<p class="meta">${where}</p>` : nothing}`;
}

/** Movie mode: one cinema with its showtimes of the chosen day. */
export function renderCinema(cinema: CinemaSummary, distance: number | undefined, showtimes: readonly Showtime[], context: GroupContext): TemplateResult {
  const group = String(cinema.id);
  return html`<li part="cinema" data-cinema-id=${cinema.id}>${renderCinemaHeading(cinema, distance, context.language)}${renderShowtimeList(showtimes, {
    ...context,
    cinemaName: cinema.name,
    expanded: context.isExpanded(group),
    onMore: () => context.onMore(group),
  })}</li>`;
}

/** Cinema mode: one cinema with each of its movies of the chosen day. */
export function renderCinemaProgram(
  cinema: CinemaSummary,
  distance: number | undefined,
  movies: readonly { movie: MovieSummary; showtimes: readonly Showtime[] }[],
  context: GroupContext,
): TemplateResult {
  return html`<li part="cinema" data-cinema-id=${cinema.id}>${renderCinemaHeading(cinema, distance, context.language)}<ul class="list">${movies.map(({ movie, showtimes }) => {
    const group = `${cinema.id}/${movie.id}`;
    return html`<li part="movie" class="movie" data-movie-id=${movie.id}>${movie.posterUrl ? html`<img class="poster" part="poster" src=${movie.posterUrl} alt="" loading="lazy">` : html`<span class="poster"></span>`}<div class="list"><div><h3>${movie.title}</h3>${renderMovieFacts(movie, context.language)}</div>${renderShowtimeList(showtimes, {
      ...context,
      cinemaName: `${cinema.name}, ${movie.title}`,
      expanded: context.isExpanded(group),
      onMore: () => context.onMore(group),
    })}</div></li>`;
  })}</ul></li>`;
}

function renderMovieFacts(movie: MovieSummary, language: Language): TemplateResult | typeof nothing {
  const facts = [movie.runtime ? formatUnit(movie.runtime, 'minute', language) : '', movie.ageRating ? language.messages.ageRating(movie.ageRating) : ''].filter(Boolean);
  return facts.length ? html`<p class="meta">${facts.join(' · ')}</p>` : nothing;
}
