/**
 * The way to a cinema: a Google Maps directions link (its documented cross-platform URL, which
 * opens the maps app on a phone), to the cinema's coordinates, else to its name and address.
 * https://developers.google.com/maps/documentation/urls/get-started#directions-action
 */
import { postalAddress } from '../common/postal-address.js';
import type { CinemaSummary } from '../schedule/types.js';

/** The directions link; undefined where the platform gives neither coordinates nor an address. */
export function directionsUrl(cinema: CinemaSummary): string | undefined {
  const { latitude, longitude } = cinema;
  const address = postalAddress(cinema);
  const destination =
    latitude !== undefined && longitude !== undefined
      ? `${latitude},${longitude}`
      : address && `${cinema.name}, ${address}`;
  return destination ? `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination })}` : undefined;
}
