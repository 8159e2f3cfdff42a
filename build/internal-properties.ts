/**
 * Property names that only the widget's own code reads and writes, which the minifier may shorten
 * in the self-contained bundles (vite.config.ts): about 250 B gzip, since the minifier keeps every
 * property name as written otherwise. A name belongs here only when nothing outside our code can
 * see it: not a field of the platform's JSON, not a query parameter, not a key of an event's
 * detail or an element property, and not a property that lit, @lit/task or zod use themselves.
 * test/node/build.test.ts checks each of these against those sources. Never listed: names read
 * by string (`object[name]`, `Object.entries`, `in`), such as the paging fields `cursor` and `total`.
 */
export const INTERNAL_PROPERTIES: readonly string[] = [
  // Schedule (src/schedule/types.ts)
  'listedOnEveningBefore',
  'businessDate',
  'bookingUrl',
  'highlights',
  'roomName',
  'hasShowings',
  'viewerTimeZone',
  'dayStartMinutes',
  'fallbackTimeZone',
  'posterUrl',
  'opensAt',
  'instant',
  'features',
  // A load and the day listing (src/load.ts, src/schedule/day-listing.ts)
  'unreadDates',
  'zoneLabel',
  'versions',
  'byMovie',
  // The view (src/view/view-state.ts)
  'schedule',
  'listing',
  'expanded',
  'nearMe',
  'chips',
  'unread',
  'onChoose',
  'onFilter',
  'onQuery',
  'onNearMe',
  'onMore',
  'onRetry',
  'onSelect',
  'slices',
  // The element's own state (src/showtime-finder.ts): Lit reads a state's name only from `properties`
  '_chosenDate',
  '_filter',
  '_query',
  '_nearMe',
  '_expanded',
  // The language (src/i18n/locale.ts)
  'locales',
  'messages',
  // The platform client: its methods, settings and tokens (src/platform/)
  'resolveMovieId',
  'movieShowings',
  'cinemaShowings',
  'onFirstPage',
  'maxPages',
  'cacheMs',
  'timeoutMs',
  'retries',
  'backoffMs',
  'invalidate',
  'sleep',
  'accessToken',
  'renewAt',
  // Showtimes (src/schedule/types.ts), the load and the configuration's options
  'sales',
  'kind',
  'problem',
  'onLoad',
  'shownError',
  'hasTokenProvider',
  'baseUrl',
  'retryable',
  // Texts (src/i18n/messages.ts), each read by its name; those read by a feature's or highlight's
  // key (`ov`, `subtitled`, `dubbed`, `premiere`, `preview`) are left as written.
  'noShowings',
  'emptyWindow',
  'anyCinema',
  'emptyDay',
  'emptyFilters',
  'nextShowings',
  'jumpTo',
  'errorTitle',
  'retry',
  'locationUnavailable',
  'searchCinemas',
  'noCinemaMatches',
  'formats',
  'allFormats',
  'salesOpen',
  'salesClosed',
  'afterMidnight',
];

/** The minifier's `mangleProps.include`: exactly the names above. */
export const INTERNAL_PROPERTY_PATTERN = new RegExp(`^(${INTERNAL_PROPERTIES.join('|')})$`);
