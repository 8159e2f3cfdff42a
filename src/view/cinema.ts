import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatUnit } from '../i18n/format.js';
import type { CinemaSummary, MovieSummary, Showtime } from '../schedule/types.js';
import { renderShowtimes } from './showtime.js';
import type { ShowtimeContext } from './showtime.js';

/** A movie at a cinema and its showtimes of the chosen day (cinema mode). */
export type MovieShowtimes = [movie: MovieSummary, showtimes: readonly Showtime[]];

/**
 * One cinema: its name, then street, postal code and city, and how far away it is; then its
 * showtimes of the chosen day, as one list (movie mode) or movie by movie (cinema mode, `movies`).
 */
export function renderCinema(
  cinema: CinemaSummary,
  distance: number | undefined,
  showtimes: readonly Showtime[],
  movies: readonly MovieShowtimes[] | undefined,
  context: ShowtimeContext,
): TemplateResult {
  const { language } = context;
  const address = [cinema.street, [cinema.postalCode, cinema.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const where = [address, distance === undefined ? '' : formatUnit(distance, 'kilometer', language)].filter(Boolean).join(' · ');
  return html`<li part="cinema" data-cinema-id=${cinema.id}><h2>${cinema.name}</h2>${where ? html`<p class="meta">${where}</p>` : nothing}${
    movies
      ? html`<ul class="list">${movies.map(([movie, ofMovie]) => {
          const facts = [movie.runtime ? formatUnit(movie.runtime, 'minute', language) : '', movie.ageRating ? language.messages.ageRating(movie.ageRating) : ''].filter(Boolean).join(' · ');
          return html`<li part="movie" class="movie" data-movie-id=${movie.id}>${
            movie.posterUrl ? html`<img class="poster" part="poster" src=${movie.posterUrl} alt="" loading="lazy">` : html`<span class="poster"></span>`
          }<div class="list"><div><h3>${movie.title}</h3>${facts ? html`<p class="meta">${facts}</p>` : nothing}</div>${
            renderShowtimes(ofMovie, `${cinema.name}, ${movie.title}`, `${cinema.id}/${movie.id}`, context)
          }</div></li>`;
        })}</ul>`
      : renderShowtimes(showtimes, cinema.name, String(cinema.id), context)
  }</li>`;
}
