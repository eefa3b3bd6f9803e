import type { Locale } from './locale';

/**
 * Names that appear inside messages and on screens: document types (as printed on PDFs),
 * statuses and the kinds of record the API talks about. One table per language. The PDF titles
 * take the document types from here, and the SPA's `enums.*` take the status names, so a
 * status reads the same in a message and on screen.
 */
const it = {
  document_type: {
    order: 'Ordine',
    invoice: 'Fattura',
    'credit-note': 'Nota di credito',
    'debit-note': 'Nota di debito',
  },
  order_status: {
    to_confirm: 'Da confermare',
    confirmed: 'Confermato',
    waiting: 'In attesa',
    in_progress: 'In lavorazione',
    ready: 'Pronto',
    packed: 'Imballato',
    shipped: 'Spedito',
    cancelled: 'Annullato',
  },
  line_status: {
    to_produce: 'Da produrre',
    in_production: 'In produzione',
    ready: 'Pronto',
    packed: 'Imballato',
    shipped: 'Spedito',
    delivered: 'Consegnato',
  },
  payment_status: {
    to_pay: 'Da pagare',
    paying: 'In pagamento',
    paid: 'Pagato',
    overdue: 'Scaduto',
  },
  label_status: {
    to_print: 'Da stampare',
    printed: 'Stampata',
    applied: 'Applicata',
    voided: 'Annullata',
  },
  shipping_list_status: {
    open: 'Aperta',
    confirmed: 'Confermata',
  },
  record: {
    article: 'Articolo',
    customer: 'Cliente',
    general_reg: 'Anagrafica',
    entry: 'Questo record',
    company_profile: 'Profilo fiscale dell’azienda',
    document: 'Documento',
    shipping_list: 'Lista di spedizione',
    configuration: 'Configurazione',
  },
};

type Names = typeof it;

const en: Names = {
  document_type: {
    order: 'Order',
    invoice: 'Invoice',
    'credit-note': 'Credit note',
    'debit-note': 'Debit note',
  },
  order_status: {
    to_confirm: 'To confirm',
    confirmed: 'Confirmed',
    waiting: 'Waiting',
    in_progress: 'In progress',
    ready: 'Ready',
    packed: 'Packed',
    shipped: 'Shipped',
    cancelled: 'Cancelled',
  },
  line_status: {
    to_produce: 'To produce',
    in_production: 'In production',
    ready: 'Ready',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
  },
  payment_status: {
    to_pay: 'To pay',
    paying: 'Paying',
    paid: 'Paid',
    overdue: 'Overdue',
  },
  label_status: {
    to_print: 'To print',
    printed: 'Printed',
    applied: 'Applied',
    voided: 'Voided',
  },
  shipping_list_status: {
    open: 'Open',
    confirmed: 'Confirmed',
  },
  record: {
    article: 'Article',
    customer: 'Customer',
    general_reg: 'Registry entry',
    entry: 'This record',
    company_profile: 'Company fiscal profile',
    document: 'Document',
    shipping_list: 'Shipping list',
    configuration: 'Configuration',
  },
};

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
  record: {
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

const fr: Names = {
  document_type: {
    order: 'Commande',
    invoice: 'Facture',
    'credit-note': 'Avoir',
    'debit-note': 'Note de débit',
  },
  order_status: {
    to_confirm: 'À confirmer',
    confirmed: 'Confirmée',
    waiting: 'En attente',
    in_progress: 'En cours',
    ready: 'Prête',
    packed: 'Emballée',
    shipped: 'Expédiée',
    cancelled: 'Annulée',
  },
  line_status: {
    to_produce: 'À produire',
    in_production: 'En production',
    ready: 'Prête',
    packed: 'Emballée',
    shipped: 'Expédiée',
    delivered: 'Livrée',
  },
  payment_status: {
    to_pay: 'À payer',
    paying: 'Paiement en cours',
    paid: 'Payée',
    overdue: 'En retard',
  },
  label_status: {
    to_print: 'À imprimer',
    printed: 'Imprimée',
    applied: 'Apposée',
    voided: 'Annulée',
  },
  shipping_list_status: {
    open: 'Ouverte',
    confirmed: 'Confirmée',
  },
  record: {
    article: 'Article',
    customer: 'Client',
    general_reg: 'Fiche du registre',
    entry: 'Cet enregistrement',
    company_profile: 'Profil fiscal de l’entreprise',
    document: 'Document',
    shipping_list: "Liste d'expédition",
    configuration: 'Configuration',
  },
};

const hu: Names = {
  document_type: {
    order: 'Megrendelés',
    invoice: 'Számla',
    'credit-note': 'Jóváíró számla',
    'debit-note': 'Terhelési értesítő',
  },
  order_status: {
    to_confirm: 'Megerősítésre vár',
    confirmed: 'Megerősítve',
    waiting: 'Várakozik',
    in_progress: 'Folyamatban',
    ready: 'Kész',
    packed: 'Csomagolva',
    shipped: 'Kiszállítva',
    cancelled: 'Törölve',
  },
  line_status: {
    to_produce: 'Gyártandó',
    in_production: 'Gyártás alatt',
    ready: 'Kész',
    packed: 'Csomagolva',
    shipped: 'Kiszállítva',
    delivered: 'Kézbesítve',
  },
  payment_status: {
    to_pay: 'Fizetendő',
    paying: 'Fizetés alatt',
    paid: 'Kifizetve',
    overdue: 'Lejárt',
  },
  label_status: {
    to_print: 'Nyomtatandó',
    printed: 'Nyomtatva',
    applied: 'Felragasztva',
    voided: 'Érvénytelenítve',
  },
  shipping_list_status: {
    open: 'Nyitott',
    confirmed: 'Megerősítve',
  },
  record: {
    article: 'Cikk',
    customer: 'Vevő',
    general_reg: 'Törzsadat',
    entry: 'Ez a rekord',
    company_profile: 'A cég adóügyi adatai',
    document: 'Bizonylat',
    shipping_list: 'Szállítási lista',
    configuration: 'Konfiguráció',
  },
};

export const nameTables: Record<Locale, Names> = { it, en, de, fr, hu };

type Flat<T> = {
  [G in keyof T & string]: `${G}.${keyof T[G] & string}`;
}[keyof T & string];

/** `document_type.invoice`, `label_status.voided`, `record.article`. */
export type NameKey = Flat<Names>;

const flatten = (table: Names) =>
  Object.fromEntries(
    Object.entries(table).flatMap(([group, entries]) =>
      Object.entries(entries as Record<string, string>).map(([k, v]) => [`${group}.${k}`, v]),
    ),
  ) as Record<NameKey, string>;

/** The names flattened per language (`names.it['document_type.invoice']` = 'Fattura'). */
export const names: Record<Locale, Record<NameKey, string>> = {
  it: flatten(it),
  en: flatten(en),
  de: flatten(de),
  fr: flatten(fr),
  hu: flatten(hu),
};
