import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The late-payment interest rates' texts (`resources.late-interest-rates.*`), it. */
const messages: ResourceSection = {
  name: 'Tasso di mora |||| Tassi di mora',
  menu: 'Tassi di mora',
  fields: {
    id: 'ID',
    valid_from: 'Dal',
    reference_rate: 'Tasso BCE',
    points: 'Maggiorazione (punti)',
    notes: 'Note',
  },
  sections: {
    rate: 'Tasso del semestre',
  },
  help: {
    valid_from: 'Il 1° gennaio o il 1° luglio: il tasso vale per tutto il semestre',
    reference_rate:
      'Il tasso di riferimento BCE in vigore il primo giorno del semestre, come lo pubblica il Ministero dell’Economia (es. 2,15)',
    points: '8 per legge (art. 5 D.Lgs. 231/2002); di più solo se il contratto lo prevede',
  },
  empty: 'Nessun tasso di mora',
  invite: 'Aggiungi il tasso del semestre',
  message: {
    delete_title: 'Eliminare il tasso dal %{recordRepresentation}?',
    delete_content:
      'I solleciti già scritti restano come sono; i nuovi useranno il tasso del semestre precedente.',
  },
  notifications: {
    created: 'Tasso aggiunto',
    updated: 'Tasso salvato',
    deleted: 'Tasso eliminato',
  },
};

export default messages;
