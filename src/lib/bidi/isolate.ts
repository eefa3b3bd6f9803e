/**
 * Unicode isolates for text that cannot be wrapped in an element (translation arguments,
 * titles, attribute values). In a right-to-left page a left-to-right run such as
 * "Alfa S.r.l.", "22 %" or "1.234,50 €" keeps its punctuation with it only when it is
 * isolated from the text around it.
 */
export const LRI = '\u2066';
export const FSI = '\u2068';
export const PDI = '\u2069';

/** A run that always reads left to right (figures, money, dates, codes): LRI … PDI. */
export function ltrText(text: string): string {
  return text ? `${LRI}${text}${PDI}` : text;
}

/** A run whose direction follows its first strong letter (names, phrases): FSI … PDI. */
export function isolateText(text: string): string {
  return text ? `${FSI}${text}${PDI}` : text;
}
