// @vitest-environment jsdom
import type { TranslationMessages } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, type CatalogueLoader } from '../../src/providers/i18nProvider';
import { translate } from '../../src/providers/translate';

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

  it('starts in the language remembered in i18nextLng, with Italian under it', async () => {
    localStorage.setItem('i18nextLng', 'de');
    const load = loaders();
    const provider = await createI18nProvider(load);
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('app.hello')).toBe('Hallo');
    expect(load.de).toHaveBeenCalledOnce();
    expect(load.en).not.toHaveBeenCalled();
  });

  it('starts in Italian when the remembered language fails to load', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = await createI18nProvider(loaders());
    expect(error).toHaveBeenCalled();
    expect(provider.getLocale()).toBe('it');
    expect(provider.translate('app.hello')).toBe('Ciao');
    expect(localStorage.getItem('i18nextLng')).toBe('it');
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

  it('falls back to Italian for a key missing in another language, before the default text', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const provider = await createI18nProvider(loaders());
    expect(provider.translate('app.only_it', { _: 'Default' })).toBe('Solo in italiano');
    expect(provider.translate('app.hello')).toBe('Hello');
  });

  it('gives the default text, then the key itself, for a key missing everywhere', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = await createI18nProvider(loaders());
    expect(provider.translate('app.nowhere', { _: 'Testo %{n}', n: 2 })).toBe('Testo 2');
    expect(provider.translate('app.nowhere')).toBe('app.nowhere');
    expect(warn).not.toHaveBeenCalled();
  });

  it("fills placeholders and picks the language's plural form", async () => {
    const load = {
      ...loaders(),
      it: vi.fn(catalogue({ rows: '1 riga |||| %{smart_count} righe', hi: 'Ciao %{name}' })),
      fr: vi.fn(catalogue({ rows: '%{smart_count} ligne |||| %{smart_count} lignes' })),
      hu: vi.fn(catalogue({ rows: '1 sor |||| %{smart_count} sor' })),
    };
    const provider = await createI18nProvider(load);
    expect(provider.translate('hi', { name: 'Anna' })).toBe('Ciao Anna');
    expect(provider.translate('hi')).toBe('Ciao %{name}');
    expect(provider.translate('rows', { smart_count: 1 })).toBe('1 riga');
    expect(provider.translate('rows', { smart_count: 0 })).toBe('0 righe');
    await provider.changeLocale('fr');
    expect(provider.translate('rows', { smart_count: 0 })).toBe('0 ligne');
    expect(provider.translate('rows', { smart_count: 2 })).toBe('2 lignes');
    await provider.changeLocale('hu');
    expect(provider.translate('rows', { smart_count: 0 })).toBe('0 sor');
    expect(provider.translate('rows', { smart_count: 1 })).toBe('1 sor');
  });

  it('feeds the translation used outside React (providers/translate.ts)', async () => {
    localStorage.setItem('i18nextLng', 'hu');
    const provider = await createI18nProvider(loaders());
    expect(translate('app.hello')).toBe('Szia');
    await provider.changeLocale('de');
    expect(translate('app.hello')).toBe('Hallo');
  });
});
