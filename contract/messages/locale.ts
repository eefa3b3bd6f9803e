/** The languages of the UI and of the API's messages; Italian is the default and the fallback. */
export const LOCALES = ['it', 'en', 'de', 'fr', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

/** One value per language, made by `make` (a label's texts, a schema per language...). */
export const perLocale = <T>(make: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

/** Picks the first supported language of an Accept-Language header, else Italian. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
