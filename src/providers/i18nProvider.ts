import type { I18nProvider, TranslationMessages } from 'ra-core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../contract/messages/locale';
import italianMessages from '../i18n/it';
import { createTranslator, flattenMessages } from '../i18n/translator';
import { withProgress } from '../lib/progress/progressBar';
import { getStoredLocale, setStoredLocale } from './storage';
import { setTranslator } from './translate';

/**
 * react-admin's i18nProvider over our catalogues (their syntax: src/i18n/translator.ts), loaded
 * on demand: Italian is in the first bundle, another language is fetched before the first render
 * when it is the stored choice, or when the user switches to it. A key missing in a language
 * falls back to Italian. A language that fails to load is logged and the switch still happens
 * (on the messages at hand). The choice is kept in localStorage `i18nextLng`.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  hu: 'Magyar',
};

export type CatalogueLoader = () => Promise<{ default: TranslationMessages }>;

// Italian, the default and the fallback, comes with the first bundle (one round trip less before
// the first screen); the other languages load when chosen.
const loaders: Record<Locale, CatalogueLoader> = {
  it: () => Promise.resolve({ default: italianMessages }),
  en: () => import('../i18n/en'),
  de: () => import('../i18n/de'),
  fr: () => import('../i18n/fr'),
  hu: () => import('../i18n/hu'),
};

export const initialLocale = (): Locale => {
  const stored = getStoredLocale();
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

/** `load` replaces the catalogue loaders (tests). */
export async function createI18nProvider(
  load: Record<Locale, CatalogueLoader> = loaders,
): Promise<I18nProvider> {
  const catalogues = new Map<Locale, TranslationMessages>();
  const loadMessages = async (code: Locale) => {
    const cached = catalogues.get(code);
    if (cached) return cached;
    const messages = (await load[code]()).default;
    catalogues.set(code, messages);
    return messages;
  };

  // Italian, the fallback of a key another language lacks: fetched the first time one is missing.
  let italian: ReadonlyMap<string, string> | undefined;
  let italianRequested = false;
  const italianFallback = () => {
    if (!italianRequested) {
      italianRequested = true;
      loadMessages(DEFAULT_LOCALE)
        .then((messages) => (italian = flattenMessages(messages)))
        .catch((error: unknown) => console.error(error));
    }
    return italian;
  };

  let locale = initialLocale();
  let messages: TranslationMessages;
  try {
    messages = await loadMessages(locale);
  } catch (error) {
    console.error(error);
    locale = DEFAULT_LOCALE;
    messages = await loadMessages(locale);
  }
  const translatorFor = (code: Locale, catalogue: TranslationMessages) =>
    createTranslator(catalogue, code, code === DEFAULT_LOCALE ? undefined : italianFallback);
  let translate = translatorFor(locale, messages);

  const provider: I18nProvider = {
    translate: (key, options) => translate(key, options),
    changeLocale: async (requested) => {
      const next = isLocale(requested) ? requested : DEFAULT_LOCALE;
      // A catalogue that fails to load is logged; the switch happens on the messages at hand.
      const catalogue = await withProgress(() => loadMessages(next)).catch((error: unknown) => {
        console.error(error);
        return messages;
      });
      locale = next;
      messages = catalogue;
      translate = translatorFor(next, catalogue);
      setStoredLocale(next);
      document.documentElement.lang = next;
    },
    getLocale: () => locale,
    getLocales: () => LOCALES.map((code) => ({ locale: code, name: LOCALE_NAMES[code] })),
  };
  setStoredLocale(locale);
  document.documentElement.lang = locale;
  setTranslator(provider.translate);
  return provider;
}
