import type { LetterMessages } from './en';

/** Egy ügyfél szándéknyilatkozatainak magyar szövegei. */
const letters: LetterMessages = {
  protocol: 'Iktatószám',
  protocol_help:
    'Ahogy az Agenzia delle Entrate igazolásán áll: 17 számjegy, kötőjel és 6 számjegy (pl. 21010112345678901-000001)',
  protocol_date: 'Az igazolás dátuma',
  period: 'Időszak',
  valid_from: 'Érvényes ettől',
  valid_to: 'Érvényes eddig',
  amount: 'Nyilatkozott összeg',
  plafond: 'Felhasznált keret',
  left: 'Elérhető',
  used_of: '%{used} / %{amount} (%{percent})',
  used_with: '%{amount} keretből %{used} felhasználva; ezzel a bizonylattal %{percent}',
  single_operation: 'Egyetlen ügylet',
  single_operation_help: 'A nyilatkozat egyetlen számlára szól: felhasználás után nem marad keret',
  notes: 'Megjegyzés',
  empty:
    'Nincs szándéknyilatkozat: egy rendszeres exportőr nyilatkozatával számlái 0 % N3.5 kulccsal mennek (DPR 633/72 8. cikk 1. bek. c) pont) a nyilatkozott összegig.',
  delete_title: 'Törli a szándéknyilatkozatot?',
  delete_content: 'A nyilatkozat törlődik. Amíg kiállított számla hivatkozik rá, nem törölhető.',
  saved: 'Szándéknyilatkozat mentve',
  deleted: 'Szándéknyilatkozat törölve',
};

export default letters;
