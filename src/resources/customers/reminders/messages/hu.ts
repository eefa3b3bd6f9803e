import type { ReminderMessages } from './en';

/** A customer's reminders, hu. */
const reminders: ReminderMessages = {
  title: 'Fizetési felszólítások',
  intro:
    'Levelek a késedelmesen fizető ügyfélnek: udvarias, hivatalos, majd késedelembe helyezés, a 231/2002. sz. rendelet szerinti késedelmi kamattal.',
  new: 'Új felszólítás',
  new_title: 'Új felszólítás: %{customer}',
  empty: 'Ennek az ügyfélnek még nem ment felszólítás.',
  levels: {
    '1': '1 – Udvarias emlékeztető',
    '2': '2 – Hivatalos felszólítás',
    '3': '3 – Késedelembe helyezés',
  },
  level: 'Szint',
  date: 'Dátum',
  deadline_days: 'Fizetési határidő (nap)',
  flat_compensation: 'Számlánként 40 € hozzáadása (231/2002. sz. rendelet 6. cikk)',
  documents: 'Bizonylatok',
  open: 'Lejárt',
  interest: 'Kamat',
  compensation: 'Átalány-kártérítés',
  total: 'Fizetendő összesen',
  pay_by: 'Fizetési határidő',
  pay_by_note: 'Fizetendő %{date} napig',
  preview: 'Amit a levél felsorol',
  document: 'Bizonylat',
  due_date: 'Esedékesség',
  days_late: 'Késés (nap)',
  no_interest:
    'Magánszemély: nincs késedelmi kamat és kártérítés (a 231/2002. sz. rendelet vállalkozások között és a közigazgatással szemben érvényes).',
  missing_rates:
    'A kamattáblából hiányzik a(z) %{from} kezdetű félév: ezekre a napokra az utoljára megadott kamatláb érvényes.',
  create: 'Létrehozás és nyomtatás',
  created: 'Felszólítás rögzítve',
  pdf: 'Felszólítás PDF',
  pdf_failed: 'A felszólítás PDF-je nem készíthető el',
  last: 'Utolsó felszólítás',
  last_value: '%{level}. – %{date}',
};

export default reminders;
