/**
 * `showtime-finder/preact`: registers the tag (`import 'showtime-finder/preact'`); its declarations
 * (dist/frameworks/preact.d.ts, written from the manifest by custom-elements-manifest.config.mjs) type
 * `<showtime-finder>` in Preact's JSX. Preact sets a prop that the element has as a property, so
 * `tokenProvider={...}` reaches it once the tag is registered.
 */
import './showtime-finder-define.js';
