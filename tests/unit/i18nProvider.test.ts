// @vitest-environment jsdom
import type { TranslationMessages } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, type CatalogueLoader } from '../../src/providers/i18nProvider';

const catalogue =
  (messages: object): CatalogueLoader =>
  async () => ({ default: messages as TranslationMessages });

const loaders = () => ({
  it: vi.fn(catalogue({ app: { hello: 'Ciao', only_it: 'Solo in italiano' } })),
  en: vi.fn(catalogue({ app: { hello: 'Hello' } })),
  de: vi.fn(catalogue({ app: { hello: 'Hallo' } })),
  fr: vi.fn<CatalogueLoader>(() => Promise.reject(new Error('chunk failed'))),
  hu: vi.fn(catalogue({ app: { hello: 'Szia' } })),
});

afterEach(() => vi.restoreAllMocks());

describe('i18nProvider', () => {
  it('starts in Italian, loading only the Italian catalogue', async () => {
    const load = loaders();
    const provider = await createI18nProvider(load);
    expect(provider.getLocale()).toBe('it');
    expect(provider.translate('app.hello')).toBe('Ciao');
    expect(load.it).toHaveBeenCalledOnce();
    expect(load.en).not.toHaveBeenCalled();
    expect(localStorage.getItem('i18nextLng')).toBe('it');
    expect(provider.getLocales?.().map((l) => l.locale)).toEqual(['it', 'en', 'de', 'fr', 'hu']);
  });

  it('starts in the language remembered in i18nextLng, without loading Italian', async () => {
    localStorage.setItem('i18nextLng', 'de');
    const load = loaders();
    const provider = await createI18nProvider(load);
    expect(provider.translate('app.hello')).toBe('Hallo');
    expect(load.it).not.toHaveBeenCalled();
  });

  it('loads a language when switching to it and remembers the choice', async () => {
    const load = loaders();
    const provider = await createI18nProvider(load);
    await provider.changeLocale('en');
    expect(load.en).toHaveBeenCalledOnce();
    expect(provider.translate('app.hello')).toBe('Hello');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('logs a catalogue that fails to load and still switches', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = await createI18nProvider(loaders());
    await provider.changeLocale('fr');
    expect(error).toHaveBeenCalled();
    expect(provider.getLocale()).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(provider.translate('app.hello')).toBe('Ciao');
  });

  it('falls back to Italian for a key missing in another language', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const load = loaders();
    const provider = await createI18nProvider(load);
    provider.translate('app.only_it');
    await vi.waitFor(() => expect(provider.translate('app.only_it')).toBe('Solo in italiano'));
    expect(provider.translate('app.hello')).toBe('Hello');
  });
});
