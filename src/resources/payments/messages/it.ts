import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payments' texts (`resources.payments.*`), it. */
const messages: ResourceSection = {
  name: 'Incasso |||| Incassi',
  menu: 'Registro incassi',
  title: 'Incassi',
  one: 'Incasso del %{date} — %{customer}',
  create: 'Registra incasso',
  fields: {
    customer_id: 'Cliente',
    customer: 'Cliente',
    payment_date: 'Data incasso',
    amount: 'Importo',
    method: 'Metodo',
    bank_account_id: 'Conto di accredito',
    bank_account: 'Conto',
    note: 'Nota',
    allocated: 'Assegnato',
    unallocated: 'Credito residuo',
    state: 'Stato',
    credit_note: 'Nota di credito',
    reversed_at: 'Stornato il',
    reversal_reason: 'Motivo dello storno',
    date_from: 'Dal',
    date_to: 'Al',
    reversed: 'Stornati',
    credit: 'Con credito residuo',
  },
  states: {
    in_force: 'Registrato',
    reversed: 'Stornato',
    credit_note: 'Credito da nota',
  },
  allocations: {
    title: 'Scadenze da saldare',
    hint: 'Scegli quanto assegnare a ogni scadenza aperta del cliente: il resto resta come suo credito.',
    choose_customer: 'Scegli il cliente per vedere le sue scadenze aperte',
    none: 'Il cliente non ha scadenze aperte: l’incasso resterà come suo credito',
    spread: 'Distribuisci dalla più vecchia',
    clear: 'Azzera',
    assigned: 'Assegnato: %{assigned} su %{amount}',
    left: 'Resterà come credito: %{left}',
    over: 'Le assegnazioni superano l’importo di %{over}',
    amount: 'Da assegnare',
    list: 'Scadenze saldate',
    empty: 'Nessuna scadenza saldata',
  },
  reverse: {
    action: 'Storna',
    title: 'Stornare questo incasso?',
    content:
      'Le scadenze che saldava torneranno aperte. L’incasso resta nel registro come stornato: non si può annullare.',
    reason: 'Motivo dello storno',
    done: 'Incasso stornato',
  },
  allocate: {
    action: 'Usa il credito',
    title: 'Assegnare il credito residuo di %{amount}',
    done: 'Credito assegnato',
  },
  notifications: {
    created: 'Incasso registrato',
  },
  empty: 'Nessun incasso registrato',
  invite: 'Registra il primo incasso',
};

export default messages;
