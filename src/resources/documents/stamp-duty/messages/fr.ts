import type { StampDutyMessages } from './en';

const stampDuty: StampDutyMessages = {
  title: 'Droit de timbre',
  intro:
    'Le droit de timbre sur les factures électroniques (2,00 € sur chaque facture ou note émise dont les montants hors TVA dépassent 77,47 €), payé par F24 chaque trimestre.',
  year: 'Année',
  quarter: 'Trimestre',
  quarters: {
    1: '1er trimestre (janv.–mars)',
    2: '2e trimestre (avr.–juin)',
    3: '3e trimestre (juil.–sept.)',
    4: '4e trimestre (oct.–déc.)',
  },
  summary:
    '%{smart_count} document soumis au timbre : %{total} dû |||| %{smart_count} documents soumis au timbre : %{total} dû',
  payment: 'Paiement par F24, code %{code}, au plus tard le %{due}',
  total: 'Total dû',
  columns: {
    document: 'Document',
    date: 'Date',
    customer: 'Client',
    exempt_amount: 'Montant exonéré',
    duty: 'Timbre',
  },
};

export default stampDuty;
