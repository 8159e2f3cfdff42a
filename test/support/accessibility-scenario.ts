/**
 * A fixed-platform scenario (./fixed-platform-plugin.ts) for what is claimed about accessibility: a
 * movie whose captions are given for Germany only, shown in Germany, in Austria, and at a cinema
 * without a country; and rooms with and without wheelchair spaces. All on 2026-11-22, Berlin time.
 */

const movie = {
  id: 51,
  title: 'Captioned in Germany',
  runtime: 100,
  movieAccessibility: { id: 1, movieId: 51, iso31661: 'DE', hasClosedCaption: true, hasAudioDescription: false },
};
const content = { id: 510, movieId: 51, name: movie.title, movie };

const cinemas = {
  germany: { id: 52, name: 'Kino Berlin', countryCode: 'DE', timezone: 'Europe/Berlin' },
  austria: { id: 53, name: 'Kino Wien', countryCode: 'AT', timezone: 'Europe/Vienna' },
  nowhere: { id: 54, name: 'Kino ohne Land', timezone: 'Europe/Berlin' },
};

function showing(id: number, cinema: object, room: object) {
  return {
    id,
    startDatetime: '2026-11-22T20:00:00+01:00',
    state: 'published',
    movieId: 51,
    cinema,
    cinemaRoom: room,
    content,
    onlineTicketUrl: `https://tickets.example/accessibility/${id}`,
  };
}

export const accessibilityScenario = [
  showing(5201, cinemas.germany, { id: 1, name: 'Saal 1', hasWheelchairSpaces: true }),
  showing(5202, cinemas.germany, { id: 2, name: 'Saal 2', hasWheelchairSpaces: false }),
  showing(5301, cinemas.austria, { id: 3, name: 'Saal 1', hasWheelchairSpaces: true }),
  showing(5401, cinemas.nowhere, { id: 4, name: 'Saal 1' }),
];
