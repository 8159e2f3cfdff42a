/**
 * What the element keeps in the page outside its shadow root: the structured data in its light
 * DOM, and the viewer's choice in the page's URL (`url-param`). Neither is needed for the first
 * showtime, so they come as one chunk beside the ES module (README, "Browser support and size"):
 * loaded beside the first request where `url-param` is set (its day must be known when the
 * showtimes show), else once the showtimes show. The classic script carries it inside.
 */
export { keepStructuredData } from '../structured-data/json-ld-script.js';
export { choiceInUrl, keepChoiceInUrl } from '../url-param/url-choice.js';
