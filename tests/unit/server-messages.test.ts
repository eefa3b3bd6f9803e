import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  msg,
  nameTables,
  names,
  serverMessages,
  translate,
  validationMessages,
} from '../../contract/messages';

const tokens = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort().join();
// Texts that are only placeholders and punctuation ("%{type} %{number}/%{year}") need no words.
const hasWords = (text: string) => /\p{L}{2}/u.test(text.replace(/%\{\w+\}/g, ''));
// Sent verbatim in every language: the SPA recognises it and redirects (spec section 7).
const VERBATIM = new Set(['no_active_company']);

const catalogues = {
  server: serverMessages,
  names,
  validation: validationMessages,
} as Record<string, Record<string, Record<string, string>>>;

describe.each(Object.entries(catalogues))('the %s messages', (_name, catalogue) => {
  const english = catalogue.en;
  const others = LOCALES.filter((l) => l !== 'en');

  it.each(others)('has every key in %s, none extra and none empty', (lang) => {
    const messages = catalogue[lang];
    expect(Object.keys(english).filter((key) => !messages[key]?.trim())).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(key in english))).toEqual([]);
  });

  it.each(others)('keeps the placeholders of each message in %s', (lang) => {
    const messages = catalogue[lang];
    const mismatched = Object.keys(english).filter(
      (key) => tokens(english[key]) !== tokens(messages[key] ?? ''),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(others)('is a translation in %s, not a copy of English', (lang) => {
    const messages = catalogue[lang];
    const worded = Object.keys(english).filter((k) => hasWords(english[k]) && !VERBATIM.has(k));
    const copied = worded.filter((key) => messages[key] === english[key]);
    expect(copied.length / worded.length).toBeLessThan(0.1);
  });
});

describe('translate', () => {
  it('fills parameters, translating those that are messages themselves', () => {
    const invoice = msg('document_ref', {
      type: msg('document_type.invoice'),
      number: 12,
      year: 2026,
    });
    const message = msg('documents.referenced', {
      document: invoice,
      other: msg('document_ref', { type: msg('document_type.credit-note'), number: 3, year: 2026 }),
    });
    expect(translate(message, 'it')).toBe(
      'Nota di credito 3/2026 fa riferimento a Fattura 12/2026: elimina prima quel documento',
    );
    expect(translate(message, 'de')).toBe(
      'Auf Rechnung 12/2026 verweist Gutschrift 3/2026: löschen Sie zuerst diesen Beleg',
    );
  });

  it('writes a date as the reader does, never as YYYY-MM-DD', () => {
    const message = msg('documents.issue_date_future', { today: '2026-09-03' });
    expect(translate(message, 'it')).toBe('La data non può essere successiva a oggi (03/09/2026)');
    expect(translate(message, 'en')).toContain('(03/09/2026)');
    expect(translate(message, 'de')).toContain('(03.09.2026)');
    expect(translate(message, 'hu')).toContain('(2026. 09. 03.)');
  });

  it('joins a list of names in the language of the reader', () => {
    const allowed = [msg('label_status.applied'), msg('label_status.voided')];
    const message = msg('labels.transition', {
      id: 7,
      from: msg('label_status.printed'),
      to: msg('label_status.to_print'),
      allowed,
    });
    expect(translate(message, 'fr')).toContain('Apposée ou Annulée');
  });

  it('keeps one table of names per language with the same groups', () => {
    for (const lang of LOCALES) {
      expect(Object.keys(nameTables[lang])).toEqual(Object.keys(nameTables.en));
    }
  });
});
