/**
 * Greek and Cyrillic letters in Latin spelling, for the schema's Latin-1 and ASCII strings:
 * Greek after ELOT 743 (the Greek passport's), Cyrillic after ICAO Doc 9303 (the passports'
 * machine-readable zone), with the Ukrainian (its 2010 official spelling for a word with a
 * letter only Ukrainian has), Belarusian, Serbian and Macedonian letters.
 * Keys are lower case: a word in capitals is spelled in capitals, a capitalised one
 * capitalised (Жуков -> Zhukov). Accented letters are looked up without their accent (ά -> a).
 */
// prettier-ignore
const GREEK: Record<string, string> = {
  'α': 'a', 'β': 'v', 'γ': 'g', 'δ': 'd', 'ε': 'e', 'ζ': 'z', 'η': 'i', 'θ': 'th', 'ι': 'i',
  'κ': 'k', 'λ': 'l', 'μ': 'm', 'ν': 'n', 'ξ': 'x', 'ο': 'o', 'π': 'p', 'ρ': 'r', 'σ': 's',
  'ς': 's', 'τ': 't', 'υ': 'y', 'φ': 'f', 'χ': 'ch', 'ψ': 'ps', 'ω': 'o',
};

// prettier-ignore
const CYRILLIC: Record<string, string> = {
  'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'д': 'd', 'е': 'e', 'ж': 'zh', 'з': 'z', 'и': 'i',
  'й': 'i', 'к': 'k', 'л': 'l', 'м': 'm', 'н': 'n', 'о': 'o', 'п': 'p', 'р': 'r', 'с': 's',
  'т': 't', 'у': 'u', 'ф': 'f', 'х': 'kh', 'ц': 'ts', 'ч': 'ch', 'ш': 'sh', 'щ': 'shch',
  'ъ': 'ie', 'ы': 'y', 'ь': '', 'э': 'e', 'ю': 'iu', 'я': 'ia',
  // Ukrainian and Belarusian
  'і': 'i', 'ї': 'i', 'є': 'ie', 'ґ': 'g', 'ў': 'u',
  // Serbian and Macedonian
  'ђ': 'd', 'ј': 'j', 'љ': 'lj', 'њ': 'nj', 'ћ': 'c', 'џ': 'dz', 'ѕ': 'dz', 'ѓ': 'gj', 'ќ': 'kj',
};

/** A word with a letter only Ukrainian has is spelled the Ukrainian way (Київ -> Kyiv). */
const UKRAINIAN_ONLY = /[іїєґ]/;
const UKRAINIAN: Record<string, string> = { и: 'y', г: 'h' };

const COMBINING_MARKS = /\p{M}/gu;
/**
 * A word of Greek or Cyrillic letters, with their accents: it starts with a letter (the
 * scripts have combining marks of their own, ꙯, which alone are no word).
 */
const WORD =
  /(?=\p{L})[\p{Script=Greek}\p{Script=Cyrillic}][\p{Script=Greek}\p{Script=Cyrillic}\p{M}]*/gu;
/** After α, ε, η the υ is v before a vowel or a voiced consonant, else f (ELOT 743). */
const UPSILON_V = /[αεηιουωβγδζλμνρ]/;

const bare = (char: string) => char.normalize('NFKD').replace(COMBINING_MARKS, '');

/** One lower-case word, letter by letter, with the Greek digraphs ου and αυ, ευ, ηυ. */
function spellWord(word: string): string {
  const letters = [...word.normalize('NFC')].map((char) => (char in CYRILLIC ? char : bare(char)));
  const own = UKRAINIAN_ONLY.test(word) ? UKRAINIAN : {};
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const [previous, letter, next] = [letters[i - 1], letters[i], letters[i + 1] ?? ''];
    if (letter === 'υ' && previous === 'ο') out += 'u';
    else if (letter === 'υ' && previous && 'αεη'.includes(previous)) {
      out += UPSILON_V.test(next) ? 'v' : 'f';
    } else out += own[letter] ?? GREEK[letter] ?? CYRILLIC[letter] ?? letter;
  }
  return out;
}

/**
 * `text` with its Greek and Cyrillic words in Latin letters: a word in capitals stays in
 * capitals (ΨΥΧΡΑ -> PSYCHRA), a capitalised one capitalised (Жуков -> Zhukov).
 */
export function transliterate(text: string): string {
  return text.replace(WORD, (word) => {
    const spelled = spellWord(word.toLowerCase());
    const letters = [...word].filter((char) => bare(char) !== '');
    if (letters.length > 1 && word === word.toUpperCase()) return spelled.toUpperCase();
    if (letters[0] !== letters[0].toLowerCase()) {
      return spelled.charAt(0).toUpperCase() + spelled.slice(1);
    }
    return spelled;
  });
}
