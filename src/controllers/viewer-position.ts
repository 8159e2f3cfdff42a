/**
 * Where the viewer is, asked for only when they click "near me": the widget works fully without
 * it, and a browser's permission prompt must answer a person's action, never a page load.
 */
import type { GeoPoint } from '../config/typed-attributes.js';

/** The viewer's position, or null when the browser cannot or may not tell. */
export function locateViewer(): Promise<GeoPoint | null> {
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { maximumAge: 600_000, timeout: 15_000 },
    ),
  );
}
