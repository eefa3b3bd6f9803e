import type { Names } from './it';

const de: Names = {
  document_type: {
    order: 'Auftrag',
    invoice: 'Rechnung',
    'credit-note': 'Gutschrift',
    'debit-note': 'Lastschrift',
  },
  order_status: {
    to_confirm: 'Zu bestätigen',
    confirmed: 'Bestätigt',
    waiting: 'Wartend',
    in_progress: 'In Bearbeitung',
    ready: 'Bereit',
    packed: 'Verpackt',
    shipped: 'Versandt',
    cancelled: 'Storniert',
  },
  line_status: {
    to_produce: 'Zu produzieren',
    in_production: 'In Produktion',
    ready: 'Bereit',
    packed: 'Verpackt',
    shipped: 'Versandt',
    delivered: 'Zugestellt',
  },
  payment_status: {
    to_pay: 'Offen',
    paying: 'In Zahlung',
    paid: 'Bezahlt',
    overdue: 'Überfällig',
  },
  sdi_status: {
    to_send: 'Zu senden',
    sent: 'Gesendet',
    delivered: 'Zugestellt',
    not_delivered: 'Nicht zugestellt',
    rejected: 'Abgelehnt (SDI)',
    accepted: 'Angenommen',
    refused: 'Vom Empfänger abgelehnt',
  },
  sdi_receipt: {
    RC: 'Zustellungsquittung',
    NS: 'Ablehnungsmitteilung',
    MC: 'Mitteilung über die Nichtzustellung',
    NE: 'Ergebnismitteilung',
    AT: 'Übermittlungsbescheinigung',
    DT: 'Fristablaufmitteilung',
  },
  label_status: {
    to_print: 'Zu drucken',
    printed: 'Gedruckt',
    applied: 'Angebracht',
    voided: 'Storniert',
  },
  shipping_list_status: {
    open: 'Offen',
    confirmed: 'Bestätigt',
  },
  buyer_kind: {
    it_business: 'Italienisches Unternehmen',
    it_consumer: 'Italienischer Privatkunde',
    eu_business: 'EU-Unternehmen mit USt-IdNr.',
    eu_consumer: 'EU-Privatkunde',
    non_eu: 'Kunde außerhalb der EU',
    san_marino: 'Kunde aus San Marino',
    public_administration: 'Öffentliche Verwaltung',
  },
  record: {
    letter_of_intent: 'Absichtserklärung',
    article: 'Artikel',
    customer: 'Kunde',
    general_reg: 'Stammdatensatz',
    entry: 'Dieser Datensatz',
    company_profile: 'Steuerprofil des Unternehmens',
    document: 'Beleg',
    shipping_list: 'Versandliste',
    configuration: 'Konfiguration',
  },
};

export default de;
