import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../contract/messages';
import appDe from '../../src/i18n/app/de';
import appEn from '../../src/i18n/app/en';
import appFr from '../../src/i18n/app/fr';
import appHu from '../../src/i18n/app/hu';
import appIt from '../../src/i18n/app/it';

/** `{a: {b: 'x'}}` -> `{'a.b': 'x'}` */
function flatten(node: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value, path));
    else out[path] = String(value);
  }
  return out;
}

const catalogue = (app: object, lang: keyof typeof validationMessages) =>
  flatten({ ...app, validation: validationMessages[lang] });

const english = catalogue(appEn, 'en');
const others = {
  it: catalogue(appIt, 'it'),
  de: catalogue(appDe, 'de'),
  fr: catalogue(appFr, 'fr'),
  hu: catalogue(appHu, 'hu'),
};
const tokens = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();

describe.each(Object.entries(others))('app catalogue %s', (lang, messages) => {
  it('has every key of the English catalogue (app + validation)', () => {
    const missing = Object.keys(english).filter((key) => !(key in messages));
    expect(missing, `missing in ${lang}`).toEqual([]);
  });

  it('has no key the English catalogue lacks, and no empty text', () => {
    expect(Object.keys(messages).filter((key) => !(key in english))).toEqual([]);
    expect(Object.entries(messages).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keeps the placeholders (%{name}) and plural forms of each message', () => {
    const mismatched = Object.keys(english).filter(
      (key) =>
        key in messages &&
        (tokens(english[key]).join() !== tokens(messages[key]).join() ||
          english[key].includes('||||') !== messages[key].includes('||||')),
    );
    expect(mismatched).toEqual([]);
  });

  it('is a translation, not a copy of English', () => {
    const same = Object.keys(english).filter((key) => messages[key] === english[key]);
    expect(same.length / Object.keys(english).length).toBeLessThan(0.2);
  });
});
