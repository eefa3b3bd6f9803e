import type { StampDutyMessages } from './en';

const stampDuty: StampDutyMessages = {
  title: 'Imposta di bollo',
  intro:
    'L’imposta di bollo sulle fatture elettroniche (2,00 € su ogni fattura o nota emessa con importi fuori campo IVA oltre 77,47 €), da pagare con F24 ogni trimestre.',
  year: 'Anno',
  quarter: 'Trimestre',
  quarters: {
    1: '1° trimestre (gen–mar)',
    2: '2° trimestre (apr–giu)',
    3: '3° trimestre (lug–set)',
    4: '4° trimestre (ott–dic)',
  },
  summary:
    '%{smart_count} documento con bollo: imposta dovuta %{total} |||| %{smart_count} documenti con bollo: imposta dovuta %{total}',
  payment: 'Pagamento con F24, codice tributo %{code}, entro il %{due}',
  total: 'Totale dovuto',
  columns: {
    document: 'Documento',
    date: 'Data',
    customer: 'Cliente',
    exempt_amount: 'Importo esente',
    duty: 'Bollo',
  },
};

export default stampDuty;
