/**
 * The messages of letters of intent. Spread into the server catalogue of each language
 * (`../<lang>.ts`); English is the reference key set.
 */
const lettersOfIntentEn = {
  'not_found.letter_of_intent': 'Letter of intent not found',
  'letters_of_intent.record': 'The letter of intent %{protocol}',
  'letters_of_intent.protocol_taken':
    'A letter of intent with protocol %{protocol} is already recorded',
  'letters_of_intent.none':
    "Line %{row} is at 0 % N3.5, but no letter of intent of the customer covers %{date}: record the letter on the customer (tab “Letters of intent”) or change the line's VAT",
  'letters_of_intent.exceeded':
    'The letter of intent %{protocol} has %{left} of its amount left and this document takes %{amount}: the invoice cannot exceed what the customer declared (record its new letter, or invoice the rest with VAT)',
  'letters_of_intent.in_use':
    'The letter of intent %{protocol} is cited by %{document}: it cannot be deleted',
  'letters_of_intent.amount_below_used':
    'The letter of intent %{protocol} has already used %{used}: its amount cannot be less',
} as const;

export default lettersOfIntentEn;
export type LettersOfIntentKey = keyof typeof lettersOfIntentEn;
