/** The languages of the UI and of the API's messages; Italian is the default and the fallback. */
export const LOCALES = ['it', 'en', 'de', 'fr', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

/** Picks the first supported language of an Accept-Language header, else Italian. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return DEFAULT_LOCALE;
}
