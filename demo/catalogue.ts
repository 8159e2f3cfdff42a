/**
 * The configurator's choices: the emulator's movies and cinemas, read from its seed and served
 * by the demo as one small JSON file. Chosen over the platform's list endpoints (a token, CORS
 * and paging in the page, for a list that never changes while the demo runs): same origin, one
 * request, nothing to page through. The seed is what the demo's emulator serves, ids included.
 */
import { loadCatalog } from '../emulator/src/seed/catalog.js';

export interface CatalogueMovie {
  id: number;
  title: string;
}

export interface CatalogueCinema {
  id: number;
  name: string;
  city: string;
  country: string;
}

export interface Catalogue {
  /** By title. */
  movies: CatalogueMovie[];
  /** In the seed's order: country by country. */
  cinemas: CatalogueCinema[];
}

export function readCatalogue(): Catalogue {
  const { movies, cinemas } = loadCatalog();
  return {
    movies: movies
      .map(({ movie }) => ({ id: movie.id, title: movie.title }))
      .sort((a, b) => a.title.localeCompare(b.title, 'en')),
    cinemas: cinemas.map(({ cinema }) => ({
      id: cinema.id,
      name: cinema.name,
      city: cinema.city,
      country: cinema.country,
    })),
  };
}
