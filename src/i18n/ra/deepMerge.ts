/**
 * Minimal deep-merge for translation catalogues (plain nested objects of strings).
 *
 * Pure: neither argument is mutated, a new tree is returned. Plain objects are merged
 * recursively; any other value (strings, arrays, null, ...) in `override` replaces the
 * one in `base`. `undefined` values in `override` are ignored.
 */

export type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const mergeInto = (base: PlainObject, override: PlainObject): PlainObject => {
  const result: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeInto(current, value) : value;
  }
  return result;
};

/**
 * Deep-merges `override` on top of `base`.
 *
 * The caller asserts that `base` and `override` together form a complete `T` (e.g. an
 * incomplete third-party catalogue plus the missing keys); the type system cannot check
 * that, so completeness of the react-admin catalogues is verified by
 * tests/unit/ra-catalogues.test.ts.
 */
export const deepMerge = <T extends object>(base: DeepPartial<T>, override: DeepPartial<T>): T =>
  mergeInto(base as PlainObject, override as PlainObject) as T;
