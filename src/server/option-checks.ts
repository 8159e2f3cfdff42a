/**
 * The options of createTokenHandler and createShowtimeProxy, checked when the handler is created: an
 * embedder's server reads them from its environment, where a missing variable is `undefined` and a number
 * is a string, so each option that cannot work is named with what it should be, all of them in one
 * TypeError, before a visitor meets a handler that fails later (`Cannot read properties of undefined`).
 */
import { httpUrl } from '../common/http-url.js';

/** What is wrong with one option's value, as a sentence that names it; undefined when it can work. */
export type OptionCheck = (value: unknown, name: string) => string | undefined;

/**
 * Throws one TypeError, prefixed with `owner`, naming every option of `options` that `checks` finds wrong
 * and every option it does not know (a misspelt name would otherwise be left out silently).
 */
export function checkOptions(owner: string, options: unknown, checks: Readonly<Record<string, OptionCheck>>): void {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${owner}: pass an options object; got ${describe(options)}.`);
  }
  const given = options as Record<string, unknown>;
  const problems = [
    ...Object.entries(checks).map(([name, check]) => check(given[name], name)),
    ...Object.keys(given)
      .filter((name) => !(name in checks))
      .map((name) => `${name} is no option of ${owner}; its options are ${Object.keys(checks).join(', ')}.`),
  ].filter((problem) => problem !== undefined);
  if (problems.length === 1) throw new TypeError(`${owner}: ${problems[0]}`);
  if (problems.length > 1) {
    throw new TypeError(`${owner}: ${problems.length} options cannot work:\n- ${problems.join('\n- ')}`);
  }
}

/** A string that must be given and not empty; `what` says what it is. */
export function requiredText(what: string): OptionCheck {
  return (value, name) => {
    if (value === undefined || value === null || value === '') return `${name} is required: ${what}.`;
    if (typeof value !== 'string') return `${name} must be a string (${what}); got ${kindOf(value)}.`;
    return undefined;
  };
}

/** An http(s) URL, such as the platform's base URL. */
export const requiredHttpUrl: OptionCheck = (value, name) =>
  requiredText("the Cinema Platform base URL, as in the widget's api-base")(value, name) ??
  (httpUrl(value as string) ? undefined : `${name} "${String(value)}" is not an http(s) URL.`);

/**
 * A list of origins (each checked where it is normalised: origin-check.ts); `required` says when it may be left
 * out.
 */
export function originList({ required }: { required: boolean }): OptionCheck {
  return (value, name) => {
    if (value === undefined && !required) return undefined;
    if (value === undefined || value === null) {
      return (
        `${name} is required: the origins of the pages that embed the widget, e.g. ['https://cinema.example'] ` +
        "([] where only pages of the handler's own origin do)."
      );
    }
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      return `${name} must be an array of origins like ['https://cinema.example']; got ${describe(value)}.`;
    }
    return undefined;
  };
}

/** An optional number above 0 (`whole`: an integer), such as a limit or a duration. */
export function positiveNumber({ whole }: { whole: boolean }): OptionCheck {
  return (value, name) => {
    if (value === undefined) return undefined;
    const fits =
      typeof value === 'number' && value > 0 && Number.isFinite(value) && (!whole || Number.isInteger(value));
    return fits ? undefined : `${name} must be a ${whole ? 'whole ' : ''}number above 0; got ${describe(value)}.`;
  };
}

/** An optional number of seconds, 0 or more. */
export const seconds: OptionCheck = (value, name) =>
  value === undefined || (typeof value === 'number' && value >= 0 && Number.isFinite(value))
    ? undefined
    : `${name} must be a number of seconds, 0 or more; got ${describe(value)}.`;

/** An optional function, such as `fetch` or `clientKey`. */
export const optionalFunction: OptionCheck = (value, name) =>
  value === undefined || typeof value === 'function'
    ? undefined
    : `${name} must be a function; got ${describe(value)}.`;

/** An optional boolean. */
export const optionalBoolean: OptionCheck = (value, name) =>
  value === undefined || typeof value === 'boolean'
    ? undefined
    : `${name} must be true or false; got ${describe(value)}.`;

/** An optional logger: an object with `warn` and `error` methods, such as `console`. */
export const optionalLogger: OptionCheck = (value, name) => {
  if (value === undefined) return undefined;
  const logger = value as { warn?: unknown; error?: unknown } | null;
  const fits =
    typeof logger === 'object' &&
    logger !== null &&
    typeof logger.warn === 'function' &&
    typeof logger.error === 'function';
  return fits ? undefined : `${name} must have warn and error methods, as console has; got ${describe(value)}.`;
};

/**
 * The value as a message shows it: its kind, and the text of a number or a boolean; never a string's
 * text nor an object's, which may be a secret given to the wrong option.
 */
function describe(value: unknown): string {
  return typeof value === 'number' || typeof value === 'boolean' ? `${typeof value} ${String(value)}` : kindOf(value);
}

/** The kind of a value alone, for an option that may hold a secret. */
function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return 'a string';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
