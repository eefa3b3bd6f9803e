import { describe, expect, it } from 'vitest';
import { createTranslator, flattenMessages } from '../../src/i18n/translator';

const catalogue = {
  ra: { action: { save: 'Salva' } },
  app: {
    greeting: 'Ciao %{name}, hai %{count} messaggi',
    rows: '1 riga |||| %{smart_count} righe',
    one_form: '%{smart_count} elementi',
  },
};

describe('translator', () => {
  const translate = createTranslator(catalogue, 'it');

  it('reads nested keys', () => {
    expect(translate('ra.action.save')).toBe('Salva');
    expect([...flattenMessages(catalogue).keys()]).toContain('app.rows');
  });

  it('fills placeholders and keeps the ones without a value', () => {
    expect(translate('app.greeting', { name: 'Anna', count: 3 })).toBe('Ciao Anna, hai 3 messaggi');
    expect(translate('app.greeting', { name: 'Anna', count: null })).toBe(
      'Ciao Anna, hai %{count} messaggi',
    );
  });

  it("picks the plural form by the language's rule", () => {
    expect(translate('app.rows', { smart_count: 1 })).toBe('1 riga');
    expect(translate('app.rows', { smart_count: 0 })).toBe('0 righe');
    expect(translate('app.rows', 7)).toBe('7 righe');
    expect(translate('app.rows')).toBe('1 riga |||| %{smart_count} righe');
    expect(translate('app.one_form', { smart_count: 1 })).toBe('1 elementi');
    const french = createTranslator(
      { rows: '%{smart_count} ligne |||| %{smart_count} lignes' },
      'fr',
    );
    expect(french('rows', 0)).toBe('0 ligne');
    expect(french('rows', 2)).toBe('2 lignes');
    expect(french('rows', 1_000_000)).toBe('1000000 lignes');
    const hungarian = createTranslator({ rows: '1 sor |||| %{smart_count} sor' }, 'hu');
    expect(hungarian('rows', 0)).toBe('0 sor');
    expect(hungarian('rows', 1)).toBe('1 sor');
  });

  it('gives the default text, then the key, for a missing key', () => {
    expect(translate('app.missing', { _: 'Testo %{n}', n: 2 })).toBe('Testo 2');
    expect(translate('app.missing')).toBe('app.missing');
  });

  it('looks a missing key up in the fallback catalogue first', () => {
    const english = createTranslator({ app: { hello: 'Hello' } }, 'en', () =>
      flattenMessages(catalogue),
    );
    expect(english('app.hello')).toBe('Hello');
    expect(english('ra.action.save', { _: 'Save' })).toBe('Salva');
    expect(english('app.rows', 2)).toBe('2 righe');
    expect(english('app.nowhere', { _: 'Nowhere' })).toBe('Nowhere');
  });
});
