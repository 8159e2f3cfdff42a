/** The element's attributes as JSX props: strings, as in HTML (`api-base`, `movie`, `cinema-ids`, ...). */
import type { ATTRIBUTES } from './attributes.js';

export type ShowtimeFinderAttributes = { [Name in (typeof ATTRIBUTES)[keyof typeof ATTRIBUTES]]?: string };
