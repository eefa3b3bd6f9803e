import type { PdfLocale } from '../../../lib/pdf/words';

/** The words printed on a parcel label, per language: the recipient's. */
export interface LabelWords {
  sender: string;
  recipient: string;
  /** "DDT n. 12/2026 del 21/11/2026" (date already formatted). */
  ddt: (number: string, date: string) => string;
  /** An open list: no DDT number yet. */
  ddtToConfirm: string;
  carrier: string;
  order: string;
  customerReference: string;
  quantity: string;
  /** "Collo 3 di 7": the parcel's number across the whole shipment. */
  parcel: (parcel: number, parcels: number) => string;
  /** "Spedizione: 7 colli · 25 kg" (weight already formatted, or null). */
  shipment: (parcels: number, weight: string | null) => string;
  /** "CONTRASSEGNO 1.234,56 €" (amount already formatted). */
  cod: (amount: string) => string;
  phone: string;
}

export const LABEL_WORDS: Record<PdfLocale, LabelWords> = {
  it: {
    sender: 'MITTENTE',
    recipient: 'DESTINATARIO',
    ddt: (number, date) => `DDT n. ${number} del ${date}`,
    ddtToConfirm: 'DDT da confermare',
    carrier: 'Vettore',
    order: 'Ordine n.',
    customerReference: 'Rif. cliente',
    quantity: 'Q.tà',
    parcel: (parcel, parcels) => `Collo ${parcel} di ${parcels}`,
    shipment: (parcels, weight) =>
      `Spedizione: ${parcels} ${parcels === 1 ? 'collo' : 'colli'}${weight ? ` · ${weight} kg` : ''}`,
    cod: (amount) => `CONTRASSEGNO ${amount}`,
    phone: 'Tel.',
  },
  en: {
    sender: 'SENDER',
    recipient: 'RECIPIENT',
    ddt: (number, date) => `Delivery note ${number} of ${date}`,
    ddtToConfirm: 'Delivery note to be confirmed',
    carrier: 'Carrier',
    order: 'Order no.',
    customerReference: 'Your ref.',
    quantity: 'Qty',
    parcel: (parcel, parcels) => `Parcel ${parcel} of ${parcels}`,
    shipment: (parcels, weight) =>
      `Shipment: ${parcels} ${parcels === 1 ? 'parcel' : 'parcels'}${weight ? ` · ${weight} kg` : ''}`,
    cod: (amount) => `CASH ON DELIVERY ${amount}`,
    phone: 'Phone',
  },
  de: {
    sender: 'ABSENDER',
    recipient: 'EMPFÄNGER',
    ddt: (number, date) => `Lieferschein ${number} vom ${date}`,
    ddtToConfirm: 'Lieferschein noch nicht bestätigt',
    carrier: 'Frachtführer',
    order: 'Auftrag Nr.',
    customerReference: 'Ihr Zeichen',
    quantity: 'Menge',
    parcel: (parcel, parcels) => `Packstück ${parcel} von ${parcels}`,
    shipment: (parcels, weight) =>
      `Sendung: ${parcels} ${parcels === 1 ? 'Packstück' : 'Packstücke'}${weight ? ` · ${weight} kg` : ''}`,
    cod: (amount) => `NACHNAHME ${amount}`,
    phone: 'Tel.',
  },
  fr: {
    sender: 'EXPÉDITEUR',
    recipient: 'DESTINATAIRE',
    ddt: (number, date) => `Bon de livraison ${number} du ${date}`,
    ddtToConfirm: 'Bon de livraison à confirmer',
    carrier: 'Transporteur',
    order: 'Commande n°',
    customerReference: 'Votre réf.',
    quantity: 'Qté',
    parcel: (parcel, parcels) => `Colis ${parcel} sur ${parcels}`,
    shipment: (parcels, weight) => `Envoi : ${parcels} colis${weight ? ` · ${weight} kg` : ''}`,
    cod: (amount) => `CONTRE-REMBOURSEMENT ${amount}`,
    phone: 'Tél.',
  },
  hu: {
    sender: 'FELADÓ',
    recipient: 'CÍMZETT',
    ddt: (number, date) => `Szállítólevél ${number}, kelt ${date}`,
    ddtToConfirm: 'A szállítólevél még nincs megerősítve',
    carrier: 'Fuvarozó',
    order: 'Rendelés sz.',
    customerReference: 'Hiv. szám',
    quantity: 'Menny.',
    parcel: (parcel, parcels) => `${parcel}/${parcels}. csomag`,
    shipment: (parcels, weight) => `Küldemény: ${parcels} csomag${weight ? ` · ${weight} kg` : ''}`,
    cod: (amount) => `UTÁNVÉT ${amount}`,
    phone: 'Tel.',
  },
};
