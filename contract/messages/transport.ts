import type { Locale } from './locale';

/**
 * The words of a transport document's causale, porto and "trasporto a cura del" codes
 * (`TRANSPORT_REASONS`, `CARRIAGE`, `TRANSPORT_BY` in contract/enums.ts): the screens' option
 * names (`enums.transport_reason.sale`) and the DDT PDF's, one source for both.
 */
const it = {
  transport_reason: {
    sale: 'Vendita',
    consignment: 'Conto visione',
    processing: 'Conto lavorazione',
    return: 'Reso',
    gift: 'Omaggio',
    repair: 'Riparazione',
    transfer: 'Trasferimento tra sedi',
    loan: 'Comodato',
  },
  carriage: { paid: 'Franco', forward: 'Assegnato' },
  transport_by: { sender: 'Mittente', carrier: 'Vettore', recipient: 'Destinatario' },
};

const en = {
  transport_reason: {
    sale: 'Sale',
    consignment: 'On approval',
    processing: 'For processing',
    return: 'Return',
    gift: 'Free gift',
    repair: 'Repair',
    transfer: 'Transfer between sites',
    loan: 'Loan for use',
  },
  carriage: { paid: 'Carriage paid', forward: 'Carriage forward' },
  transport_by: { sender: 'Sender', carrier: 'Carrier', recipient: 'Recipient' },
};

const de = {
  transport_reason: {
    sale: 'Verkauf',
    consignment: 'Zur Ansicht',
    processing: 'Zur Lohnbearbeitung',
    return: 'Rücksendung',
    gift: 'Gratisware',
    repair: 'Reparatur',
    transfer: 'Verbringung zwischen Standorten',
    loan: 'Leihe',
  },
  carriage: { paid: 'Frei Haus', forward: 'Unfrei' },
  transport_by: { sender: 'Absender', carrier: 'Frachtführer', recipient: 'Empfänger' },
};

const fr = {
  transport_reason: {
    sale: 'Vente',
    consignment: 'En dépôt pour examen',
    processing: 'Pour façonnage',
    return: 'Retour',
    gift: 'Cadeau',
    repair: 'Réparation',
    transfer: 'Transfert entre sites',
    loan: 'Prêt à usage',
  },
  carriage: { paid: 'Franco de port', forward: 'Port dû' },
  transport_by: { sender: 'Expéditeur', carrier: 'Transporteur', recipient: 'Destinataire' },
};

const hu = {
  transport_reason: {
    sale: 'Értékesítés',
    consignment: 'Megtekintésre',
    processing: 'Bérmunkára',
    return: 'Visszáru',
    gift: 'Ajándék',
    repair: 'Javítás',
    transfer: 'Telephelyek közötti szállítás',
    loan: 'Haszonkölcsön',
  },
  carriage: { paid: 'Bérmentve', forward: 'Utánvételes fuvardíj' },
  transport_by: { sender: 'Feladó', carrier: 'Fuvarozó', recipient: 'Címzett' },
};

export const transportNames: Record<Locale, typeof en> = { it, en, de, fr, hu };
