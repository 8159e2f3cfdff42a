/**
 * Scenarios of the fixed platform (./fixed-platform-plugin.ts) for the structured data: platform
 * text that tries to end a script element in every field the markup carries, and a trailer.
 */

/** Text that would end a script element, or open an HTML comment in it, were it written as is. */
export const scriptEnding = '</script><!--<script>window.__xss=1</script>-->';

const hostileCinema = {
  id: 9,
  name: `Kino ${scriptEnding}`,
  street: `Hauptstraße 1 ${scriptEnding}`,
  postalCode: `10115 ${scriptEnding}`,
  city: `Berlin ${scriptEnding}`,
  countryCode: `DE${scriptEnding}`,
  latitude: '52.52',
  longitude: '13.405',
  homepage: `https://kino.example/${scriptEnding}`,
  timezone: 'Europe/Berlin',
};

const hostileContent = {
  id: 90,
  movieId: 91,
  name: `Film ${scriptEnding}`,
  posterImageUrl: `https://posters.example/91.jpg?${scriptEnding}`,
  trailerUrl: `https://trailers.example/91?${scriptEnding}`,
  movie: { id: 91, title: `Film ${scriptEnding}`, runtime: 101 },
};

export const foundScenarios: Record<string, unknown[]> = {
  // Every text of the markup hostile; no endDatetime, so the end is the start plus the runtime.
  'script-ending': [
    {
      id: 9100,
      startDatetime: '2026-11-22T20:00:00+01:00',
      startSaleDatetime: '2026-11-20T10:00:00+01:00',
      state: 'published',
      name: `Showing ${scriptEnding}`,
      isOriginalLanguage: true,
      originalLanguage: 'en',
      isSubtitled: true,
      subtitledLanguage: 'de',
      onlineTicketUrl: `https://tickets.example/9100?${scriptEnding}`,
      cinema: hostileCinema,
      content: hostileContent,
    },
  ],
};
