/**
 * What the element loads once its first showtimes show, in one chunk: saving the programs read
 * for a later load without network (src/offline/keep-programs.ts), and proxy mode's link to follow
 * the movie in a calendar (src/sheet/follow-link.ts). Neither is needed for the first showtime.
 */
export { keepPrograms } from '../offline/keep-programs.js';
export { followLink } from '../sheet/follow-link.js';
