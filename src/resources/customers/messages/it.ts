import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import letters from '../letters-of-intent/messages/it';
import mandates from '../sdd-mandates/messages/it';
import statement from '../statement/messages/it';
import reminders from '../reminders/messages/it';

/** The customers' texts (`resources.customers.*`), it. */
const messages: ResourceSection = {
  name: 'Cliente |||| Clienti',
  fields: {
    registry_code: 'Codice anagrafico',
    credit_limit: 'Fido',
    payment_terms: 'Condizioni di pagamento',
    language: 'Lingua dei documenti',
    split_payment: 'Scissione dei pagamenti (art. 17-ter)',
    split_payment_help:
      "L'IVA delle fatture la versa il cliente all'Erario: scadenze e incassi sono al netto dell'IVA",
    iban: 'IBAN',
    bank_abi: "ABI della banca d'appoggio",
    bank_cab: "CAB della banca d'appoggio",
    bank_help: "Per le RiBa, se la banca non è quella dell'IBAN (5 cifre ciascuno)",
    phone: 'Telefono',
    email: 'E-mail',
    references: 'Riferimenti',
    notes: 'Note',
    existing_general: 'Anagrafica generale esistente',
    existing_general_help: 'Lascia vuoto per creare una nuova anagrafica con i dati qui sotto',
    phone_override: 'Telefono solo per questo cliente',
    email_override: 'E-mail solo per questo cliente',
    override_help: "Se vuoto, documenti e PDF usano quello dell'anagrafica",
  },
  letters,
  mandates,
  statement,
  reminders,
  buyer_kind: {
    label: 'Tipo di cliente per l’IVA: %{kind}',
    zero: 'Le righe nuove vanno a 0 % %{nature}: %{reference}',
    article: 'Le righe nuove prendono l’aliquota IVA dell’articolo',
  },
  tabs: {
    prices: 'Listino prezzi',
    articles: 'Articoli del cliente',
    destinations: 'Destinazioni',
    letters: "Dichiarazioni d'intento",
    mandates: 'Mandati SEPA',
    statement: 'Estratto conto',
    reminders: 'Solleciti',
  },
  prices: {
    article: 'Articolo',
    price: 'Prezzo',
    min_quantity: 'Quantità minima',
    valid_from: 'Valido dal',
    valid_to: 'Valido fino al',
    empty: 'Nessun prezzo personalizzato per questo cliente.',
    delete_title: 'Eliminare il prezzo?',
    delete_content: 'Il prezzo verrà tolto dal listino del cliente.',
    saved: 'Prezzo salvato',
    deleted: 'Prezzo eliminato',
  },
  articles: {
    article: 'Articolo',
    customer_code: 'Codice del cliente',
    description: 'Descrizione del cliente',
    empty: 'Nessun codice articolo del cliente.',
    delete_title: 'Eliminare il codice del cliente?',
    delete_content:
      'Il codice e la descrizione del cliente per questo articolo verranno eliminati.',
    saved: 'Articolo del cliente salvato',
    deleted: 'Articolo del cliente eliminato',
  },
  destinations: {
    name: 'Nome della destinazione',
    notes: 'Note di consegna',
    empty: 'Nessuna destinazione: la merce va all’indirizzo di fatturazione.',
    delete_title: 'Eliminare la destinazione?',
    delete_content:
      'La destinazione verrà eliminata. Non si può eliminare finché un ordine o un DDT la indica.',
    saved: 'Destinazione salvata',
    deleted: 'Destinazione eliminata',
  },
  empty: 'Non ci sono ancora clienti',
  invite: 'Aggiungi nuovo cliente',
  message: {
    delete_title: 'Eliminare il cliente «%{recordRepresentation}»?',
    delete_content:
      "Il cliente verrà eliminato con il suo listino. L'anagrafica generale resta. L'operazione non si può annullare.",
  },
  notifications: {
    created: 'Cliente creato',
    updated: 'Cliente salvato',
    deleted: 'Cliente eliminato',
  },
};

export default messages;
