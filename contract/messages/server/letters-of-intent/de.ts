import type { LettersOfIntentKey } from './en';

const lettersOfIntentDe: Record<LettersOfIntentKey, string> = {
  'not_found.letter_of_intent': 'Absichtserklärung nicht gefunden',
  'letters_of_intent.record': 'Die Absichtserklärung %{protocol}',
  'letters_of_intent.protocol_taken':
    'Eine Absichtserklärung mit dem Protokoll %{protocol} ist bereits erfasst',
  'letters_of_intent.none':
    'Zeile %{row} hat 0 % N3.5, aber keine Absichtserklärung des Kunden deckt den %{date}: die Erklärung beim Kunden erfassen (Reiter „Absichtserklärungen“) oder die MwSt. der Zeile ändern',
  'letters_of_intent.exceeded':
    'Der Absichtserklärung %{protocol} bleiben %{left}, dieser Beleg braucht %{amount}: die Rechnung darf den erklärten Betrag nicht überschreiten (die neue Erklärung erfassen oder den Rest mit MwSt. berechnen)',
  'letters_of_intent.in_use':
    'Die Absichtserklärung %{protocol} wird von %{document} zitiert: sie kann nicht gelöscht werden',
  'letters_of_intent.amount_below_used':
    'Die Absichtserklärung %{protocol} hat bereits %{used} verbraucht: der Betrag darf nicht kleiner sein',
};

export default lettersOfIntentDe;
