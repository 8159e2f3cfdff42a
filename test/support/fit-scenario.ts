/**
 * A fixed-platform scenario (./fixed-platform-plugin.ts) for the text-fits test: the longest texts
 * a program gives, side by side on 2026-11-22 (Paris time, so the viewer in Los Angeles sees the zone
 * named): a long cinema name, room names, movie title and version labels, a long highlight, a show
 * whose sales open later, and shows after midnight (listed on the evening before, with a weekday mark).
 * Six cinemas, so that the search field shows; formats that split the day, so that the chips show.
 */

const longCinema = {
  id: 60,
  name: 'Cinémathèque Internationale du Grand Boulevard Saint-Germain-des-Prés',
  street: 'Boulevard Saint-Germain 151',
  postalCode: '75006',
  city: 'Paris',
  timezone: 'Europe/Paris',
};

const longContent = {
  id: 600,
  movieId: 61,
  name: 'The Extraordinarily Long and Winding Adventures of a Projectionist Who Never Sleeps',
  posterImageUrl: 'https://posters.example/61.jpg',
  movie: {
    id: 61,
    title: 'The Extraordinarily Long and Winding Adventures of a Projectionist Who Never Sleeps',
    runtime: 128,
  },
};

/** Every format and language flag at once: the longest version label. */
const everyFormat = {
  isImax: true,
  isThreeDimensional: true,
  isDolbyAtmos: true,
  isDolbyVision: true,
  isHFR: true,
  isOriginalLanguage: true,
  originalLanguage: 'en',
  isSubtitled: true,
  subtitledLanguage: 'de',
};

const times = ['13:30', '16:45', '19:15', '21:40', '23:55'];
const afterMidnight = ['00:30', '01:30'];

function showing(id: number, date: string, time: string, cinema: object, fields: object) {
  return {
    id,
    startDatetime: `${date}T${time}:00+01:00`,
    state: 'published',
    movieId: 61,
    cinema,
    content: longContent,
    onlineTicketUrl: `https://tickets.example/fit/${id}`,
    ...fields,
  };
}

/** The long cinema's day: every format in a long-named room, plain shows, and two after midnight. */
function longCinemaDay() {
  const room = { id: 601, name: 'Salle Henri-Langlois – Grande Salle Panoramique' };
  return [
    ...times.map((time, index) =>
      showing(6000 + index, '2026-11-22', time, longCinema, { ...everyFormat, cinemaRoom: room }),
    ),
    ...times.map((time, index) =>
      showing(6010 + index, '2026-11-22', time, longCinema, {
        isDubbed: true,
        dubbedLanguage: 'fr',
        cinemaRoom: { id: 602, name: 'Salle 12' },
        highlightText: 'Rencontre avec la réalisatrice et toute l’équipe du film',
      }),
    ),
    ...afterMidnight.map((time, index) =>
      showing(6020 + index, '2026-11-23', time, longCinema, { ...everyFormat, cinemaRoom: room }),
    ),
    showing(6030, '2026-11-22', '22:30', longCinema, {
      startSaleDatetime: '2026-11-22T18:00:00+01:00',
      cinemaRoom: { id: 603, name: 'Auditorium' },
    }),
  ];
}

/** Five more cinemas, one plain show each. */
function otherCinemas() {
  return Array.from({ length: 5 }, (_, index) =>
    showing(
      6100 + index,
      '2026-11-22',
      '20:00',
      {
        id: 61 + index,
        name: `Ciné ${index + 1}`,
        city: 'Paris',
        timezone: 'Europe/Paris',
      },
      { isThreeDimensional: index % 2 === 0 },
    ),
  );
}

export const fitScenario = [...longCinemaDay(), ...otherCinemas()];
