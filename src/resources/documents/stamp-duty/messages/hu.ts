import type { StampDutyMessages } from './en';

const stampDuty: StampDutyMessages = {
  title: 'Bélyegilleték',
  intro:
    'Az e-számlák bélyegillétéke (2,00 € minden kiállított számlán vagy jóváíráson, amelynek ÁFA-n kívüli összege meghaladja a 77,47 €-t), negyedévente F24-gyel fizetendő.',
  year: 'Év',
  quarter: 'Negyedév',
  quarters: {
    1: '1. negyedév (jan–márc)',
    2: '2. negyedév (ápr–jún)',
    3: '3. negyedév (júl–szept)',
    4: '4. negyedév (okt–dec)',
  },
  summary:
    '%{smart_count} illetékköteles dokumentum: fizetendő %{total} |||| %{smart_count} illetékköteles dokumentum: fizetendő %{total}',
  payment: 'Fizetés F24-gyel, adónem kód %{code}, határidő %{due}',
  total: 'Összesen fizetendő',
  columns: {
    document: 'Dokumentum',
    date: 'Dátum',
    customer: 'Ügyfél',
    exempt_amount: 'Mentes összeg',
    duty: 'Illeték',
  },
};

export default stampDuty;
