import type { ImportMessages } from './en';

/** The words every spreadsheet import shares (articles, initial stock), in Hungarian. */
const messages: ImportMessages = {
  choose: 'Fájl kiválasztása',
  working: 'Folyamat',
  checking: 'A fájl ellenőrzése folyamatban…',
  importing: 'Importálás folyamatban…',
  summary: {
    label: 'Összesítés',
    unchanged: '%{smart_count} változatlan |||| %{smart_count} változatlan',
    errors: '%{smart_count} hibás',
  },
  partial: '%{total} sorból %{shown} látható.',
  table: 'A fájl sorai',
  columns: {
    line: 'Sor',
    code: 'Kód',
    action: 'Művelet',
    errors: 'Hibák',
  },
  actions: {
    unchanged: 'Változatlan',
    error: 'Hiba',
  },
  has_errors:
    'Javítsa a hibás sorokat a fájlban, és töltse fel újra: amíg vannak hibák, semmi sem kerül importálásra',
  errors: {
    rows: 'A fájl néhány sora hibás: semmi sem lett importálva. Javítsa a fájlt, és töltse fel újra.',
    too_large: 'A fájl túl nagy: a korlát 20 MB.',
    unsupported: 'A fájl nem táblázat: töltsön fel egy .csv vagy .xlsx fájlt.',
    generic: 'A fájlt nem sikerült beolvasni. Próbálja újra.',
  },
};

export default messages;
