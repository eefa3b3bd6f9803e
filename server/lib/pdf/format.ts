import type { PdfLocale } from './words';

const TAGS: Record<PdfLocale, string> = {
  it: 'it-IT',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  hu: 'hu-HU',
};

/** Number and date formatting of one language, built once per language and reused. */
export interface PdfFormat {
  money: (value: string) => string;
  /** A unit price: at least 2 decimals, up to the 8 the price carries. */
  price: (value: string) => string;
  quantity: (value: string) => string;
  percent: (value: string) => string;
  date: (value: string | null) => string;
}

const cache = new Map<PdfLocale, PdfFormat>();

export function formatFor(locale: PdfLocale): PdfFormat {
  const known = cache.get(locale);
  if (known) return known;
  const tag = TAGS[locale];
  const money = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  });
  const price = new Intl.NumberFormat(tag, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
    useGrouping: 'always',
  });
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 3, useGrouping: 'always' });
  const date = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // Intl formats a decimal string exactly (no float rounding) when given the string itself.
  const asNumber = (value: string) => value as unknown as number;
  const format: PdfFormat = {
    money: (value) => money.format(asNumber(value)),
    price: (value) => price.format(asNumber(value)),
    quantity: (value) => quantity.format(asNumber(value)),
    percent: (value) => quantity.format(asNumber(value)),
    date: (value) => (value ? date.format(new Date(`${value}T00:00:00Z`)) : ''),
  };
  cache.set(locale, format);
  return format;
}
