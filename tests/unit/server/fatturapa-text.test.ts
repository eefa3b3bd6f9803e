import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiText, latin1Text } from '../../../server/resources/sdi/fatturapa/text';

// The schema's two alphabets (FatturaPA_v1.2.2.xsd), less what XML 1.0 itself refuses.
const LATIN1 = /^[\t\n\r\u0020-\u007e\u00a0-\u00ff]*$/;
const ASCII = /^[\t\n\r\u0020-\u007e]*$/;

describe('latin1Text', () => {
  it('keeps Italian text as it is', () => {
    expect(latin1Text('Perché è già così? Sì, città', 100)).toBe('Perché è già così? Sì, città');
  });

  it('spells typographic punctuation in ASCII', () => {
    expect(latin1Text('L’articolo “speciale” – 2 € … ok', 100)).toBe(
      'L\'articolo "speciale" - 2 EUR ... ok',
    );
  });

  it('drops the accents the alphabet lacks and spells the letters that have none', () => {
    expect(latin1Text('Erdős Pál, Łódź, Œuvre, Čapek', 100)).toBe('Erdos Pál, Lódz, OEuvre, Capek');
  });

  it('transliterates Greek and Cyrillic, accents and case kept apart', () => {
    expect(latin1Text('Αθήνα, Οδός Ερμού 12', 100)).toBe('Athina, Odos Ermou 12');
    expect(latin1Text('ΨΥΧΡΑ ΧΑΡΤΙΑ, Ευρώπη, Αυτοκίνητα', 100)).toBe(
      'PSYCHRA CHARTIA, Evropi, Aftokinita',
    );
    expect(latin1Text('ООО «Ромашка», Москва, ул. Щорса', 100)).toBe(
      'OOO «Romashka», Moskva, ul. Shchorsa',
    );
    expect(latin1Text('Київ, Їжак; Beograd: Ђорђе Љубић', 100)).toBe(
      'Kyiv, Izhak; Beograd: Dorde Ljubic',
    );
    expect(asciiText('Жуков Ёлкин', 28)).toBe('Zhukov Elkin');
    // A combining mark of the Cyrillic block alone is no word (a random test found it).
    expect(latin1Text('A\ua66f', 10)).toBe('A?');
  });

  it('marks what it cannot spell, and never exceeds the length', () => {
    expect(latin1Text('Tè 🍵 東京', 100)).toBe('Tè ? ??');
    expect(latin1Text('Società Cooperativa', 8)).toBe('Società');
  });

  it('turns control characters into spaces and trims the result', () => {
    expect(latin1Text('  A\u0000B\u0085C  ', 10)).toBe('A B C');
  });
});

describe('asciiText', () => {
  it('keeps codes and spells Latin-1 letters without accents', () => {
    expect(asciiText('IT01234567897', 28)).toBe('IT01234567897');
    expect(asciiText('Straße Ørsted àè', 28)).toBe('Strasse Orsted ae');
  });
});

describe('any text at all', () => {
  const text = fc.string({ unit: 'grapheme', maxLength: 300 });
  const max = fc.integer({ min: 1, max: 200 });

  it('fits the Latin-1 strings of the schema', () => {
    fc.assert(
      fc.property(text, max, (value, length) => {
        const out = latin1Text(value, length);
        expect(out).toMatch(LATIN1);
        expect([...out].length).toBeLessThanOrEqual(length);
      }),
    );
  });

  it('fits the ASCII strings of the schema', () => {
    fc.assert(
      fc.property(text, max, (value, length) => {
        const out = asciiText(value, length);
        expect(out).toMatch(ASCII);
        expect(out.length).toBeLessThanOrEqual(length);
      }),
    );
  });

  it('leaves text already in the alphabet as it is, but for spacing', () => {
    const plain = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9.,;:'"()\-/ ]{0,80}$/);
    fc.assert(
      fc.property(plain, (value) => {
        expect(latin1Text(value, 200)).toBe(value.replace(/ +/g, ' ').trim());
      }),
    );
  });
});
