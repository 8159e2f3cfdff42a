/**
 * Checks of JSON values read from the network (the platform's items, the proxy's programs): each
 * check answers the value as its type, or a problem that names the field and what was expected.
 * Unknown fields are dropped, never rejected: the shapes are large and grow. `null` reads as
 * absent, since the platform may send either for "no value". Written here rather than with zod:
 * the widget checks a few dozen fields, for which zod/mini was a large part of a phone's first
 * load (docs/development.md, "Dependencies").
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };
export type Check<T> = (value: unknown) => Checked<T>;
/** The type a check gives. */
export type CheckedType<C> = C extends Check<infer T> ? T : never;

const passed = <T>(value: T): Checked<T> => ({ ok: true, value });
const failed = (problem: string): Checked<never> => ({ ok: false, problem });

/** A check of one JavaScript type. */
const ofType =
  <T>(type: string, is: (value: unknown) => boolean): Check<T> =>
  (value) =>
    is(value) ? passed(value as T) : failed(`expected ${type}, got ${value === null ? 'null' : typeof value}`);

export const string = ofType<string>('string', (value) => typeof value === 'string');
export const number = ofType<number>('number', (value) => typeof value === 'number' && Number.isFinite(value));
export const boolean = ofType<boolean>('boolean', (value) => typeof value === 'boolean');
/** A whole number from 0 on, as ids are. */
export const id = ofType<number>('an id', (value) => Number.isSafeInteger(value) && (value as number) >= 0);

/** Absent (undefined or null) or what `check` takes. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value) => (value === undefined || value === null ? passed(undefined) : check(value));
}

/** What `check` takes, else absent: a field whose wrong type must not cost its item (a coordinate, say). */
export function orAbsent<T>(check: Check<T>): Check<T | undefined> {
  return (value) => {
    const checked = check(value);
    return checked.ok ? checked : passed(undefined);
  };
}

/** The first of `checks` that takes the value. */
export function either<A, B>(first: Check<A>, second: Check<B>): Check<A | B> {
  return (value) => {
    const checked = first(value);
    return checked.ok ? checked : second(value);
  };
}

/** An array whose every item `check` takes. */
export function array<T>(check: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return failed('expected array');
    const items: T[] = [];
    for (const [index, item] of value.entries()) {
      const checked = check(item);
      if (!checked.ok) return failed(`${index}: ${checked.problem}`);
      items.push(checked.value);
    }
    return passed(items);
  };
}

type Shape = Record<string, Check<unknown>>;
type Optional<S extends Shape> = { [K in keyof S]: undefined extends CheckedType<S[K]> ? K : never }[keyof S];
/** The object a shape's checks give: a field that may be absent is optional. */
export type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, Optional<S>>]: CheckedType<S[K]> } & {
  [K in Optional<S>]?: CheckedType<S[K]>;
};

/** An object with the fields of `shape`, each checked; fields not named are dropped, absent ones left out. */
export function object<S extends Shape>(shape: S): Check<ObjectOf<S>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return failed('expected object');
    const fields: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check((value as Record<string, unknown>)[key]);
      if (!checked.ok) return failed(`${key}: ${checked.problem}`);
      if (checked.value !== undefined) fields[key] = checked.value;
    }
    return passed(fields as ObjectOf<S>);
  };
}
