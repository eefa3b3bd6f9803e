import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../contract/messages/locale';
import italianMessages from '../i18n/it';
import { withProgress } from '../lib/progress/progressBar';
import { getStoredLocale, setStoredLocale } from './storage';
import { setTranslator } from './translate';

/**
 * ra-i18n-polyglot over catalogues loaded on demand: Italian is in the first bundle, another
 * language is fetched before the first render when it is the stored choice, or when the user
 * switches to it. A key missing in a language falls back to Italian. A language that fails to
 * load is logged and the switch still happens (on the messages at hand). The choice is kept in localStorage `i18nextLng`.
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

/** Does the (nested) catalogue hold `key`, e.g. `resources.general-regs.fields.name`? */
export function hasKey(messages: object | undefined, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

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

  let locale = initialLocale();
  let active: TranslationMessages;
  try {
    active = await loadMessages(locale);
  } catch (error) {
    console.error(error);
    locale = DEFAULT_LOCALE;
    active = await loadMessages(locale);
  }

  const messagesFor = (requested: string): TranslationMessages | Promise<TranslationMessages> => {
    const wanted = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const cached = catalogues.get(wanted);
    if (cached) return (active = cached);
    return withProgress(() => loadMessages(wanted))
      .catch((error: unknown) => {
        console.error(error);
        return active;
      })
      .then((messages) => (active = messages));
  };

  const base = polyglotI18nProvider(
    messagesFor,
    locale,
    LOCALES.map((code) => ({ locale: code, name: LOCALE_NAMES[code] })),
    { allowMissing: true },
  );

  // Italian fallback, fetched the first time a key is missing from another language.
  let italian: I18nProvider | null = null;
  let italianRequested = false;
  const fallbackTo = (key: string): I18nProvider | null => {
    if (base.getLocale() === DEFAULT_LOCALE || hasKey(active, key)) return null;
    if (!italianRequested) {
      italianRequested = true;
      loadMessages(DEFAULT_LOCALE)
        .then((messages) => {
          italian = polyglotI18nProvider(() => messages, DEFAULT_LOCALE, [], {
            allowMissing: true,
          });
        })
        .catch((error: unknown) => console.error(error));
    }
    return italian && hasKey(catalogues.get(DEFAULT_LOCALE), key) ? italian : null;
  };

  const provider: I18nProvider = {
    ...base,
    translate: (key, options) => (fallbackTo(key) ?? base).translate(key, options),
    changeLocale: async (next, options) => {
      await base.changeLocale(next, options);
      setStoredLocale(next);
      document.documentElement.lang = next;
    },
  };
  setStoredLocale(locale);
  document.documentElement.lang = locale;
  setTranslator(provider.translate);
  return provider;
}
