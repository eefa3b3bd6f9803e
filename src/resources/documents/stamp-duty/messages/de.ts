import type { StampDutyMessages } from './en';

const stampDuty: StampDutyMessages = {
  title: 'Stempelsteuer',
  intro:
    'Die Stempelsteuer auf E-Rechnungen (2,00 € auf jede ausgestellte Rechnung oder Gutschrift mit Beträgen außerhalb der MwSt. über 77,47 €), vierteljährlich mit F24 zu zahlen.',
  year: 'Jahr',
  quarter: 'Quartal',
  quarters: {
    1: '1. Quartal (Jan–Mär)',
    2: '2. Quartal (Apr–Jun)',
    3: '3. Quartal (Jul–Sep)',
    4: '4. Quartal (Okt–Dez)',
  },
  summary:
    '%{smart_count} Dokument mit Stempelsteuer: geschuldet %{total} |||| %{smart_count} Dokumente mit Stempelsteuer: geschuldet %{total}',
  payment: 'Zahlung mit F24, Steuerkennzahl %{code}, bis %{due}',
  total: 'Geschuldet insgesamt',
  columns: {
    document: 'Dokument',
    date: 'Datum',
    customer: 'Kunde',
    exempt_amount: 'Steuerfreier Betrag',
    duty: 'Stempel',
  },
};

export default stampDuty;
