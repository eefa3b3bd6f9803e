import type { LettersOfIntentKey } from './en';

const lettersOfIntentHu: Record<LettersOfIntentKey, string> = {
  'not_found.letter_of_intent': 'A szándéknyilatkozat nem található',
  'letters_of_intent.record': 'A(z) %{protocol} szándéknyilatkozat',
  'letters_of_intent.protocol_taken': '%{protocol} iktatószámú szándéknyilatkozat már rögzítve van',
  'letters_of_intent.none':
    'A(z) %{row}. sor 0 % N3.5, de az ügyfél egyetlen szándéknyilatkozata sem fedi le a(z) %{date} napot: rögzítse a nyilatkozatot az ügyfélnél („Szándéknyilatkozatok” fül), vagy módosítsa a sor áfáját',
  'letters_of_intent.exceeded':
    'A(z) %{protocol} szándéknyilatkozatból %{left} maradt, ez a bizonylat %{amount} összeget használna: a számla nem lépheti túl az ügyfél nyilatkozatát (rögzítse az új nyilatkozatot, vagy a maradékot áfával számlázza)',
  'letters_of_intent.in_use':
    'A(z) %{protocol} szándéknyilatkozatra %{document} hivatkozik: nem törölhető',
  'letters_of_intent.amount_below_used':
    'A(z) %{protocol} szándéknyilatkozat már %{used} összeget felhasznált: az összeg nem lehet ennél kisebb',
};

export default lettersOfIntentHu;
