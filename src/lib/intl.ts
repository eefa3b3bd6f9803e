/**
 * Intl formatters, made once per locale and options: building one costs far more than
 * formatting with it, and a list formats every cell (a page of orders: 25 dates, 75 amounts).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
