import type { Carriage, TransportBy, TransportReason } from '../../../../contract/enums';
import type { PdfLocale } from '../../../lib/pdf/words';
import { transportNames } from '../../../../contract/messages/transport';

/**
 * The words printed on a DDT (documento di trasporto), per language: the customer's language.
 * The codes' names (causale, porto, trasporto a cura del) are the screens' own
 * (`contract/messages/transport/<lang>.ts`), so the PDF says what the edit page shows. The words both PDFs
 * print (VAT number, page x of y, the table's code/description/unit/quantity) are the
 * document PDF's (`lib/pdf/words.ts`).
 */
export interface DdtWords {
  /** "Documento di trasporto" and the law it follows. */
  title: string;
  law: string;
  /** "DDT n. 12/2026 del 21/11/2026" (date already formatted). */
  numbered: (number: string, date: string) => string;
  /** An open list: no number yet. */
  draft: string;
  sender: string;
  recipient: string;
  place: string;
  reason: string;
  carriage: string;
  transportBy: string;
  carrier: string;
  goodsAppearance: string;
  parcels: string;
  /** The goods table's narrow parcels column. */
  parcelsColumn: string;
  grossWeight: string;
  transportStart: string;
  cod: string;
  order: string;
  customerReference: string;
  notes: string;
  signatures: { driver: string; recipient: string; sender: string };
  reasons: Record<TransportReason, string>;
  carriages: Record<Carriage, string>;
  transportBys: Record<TransportBy, string>;
}

const words = (locale: PdfLocale) => ({
  reasons: transportNames[locale].transport_reason,
  carriages: transportNames[locale].carriage,
  transportBys: transportNames[locale].transport_by,
});

export const DDT_WORDS: Record<PdfLocale, DdtWords> = {
  it: {
    title: 'Documento di trasporto',
    law: 'D.P.R. 472/1996',
    numbered: (number, date) => `DDT n. ${number} del ${date}`,
    draft: 'Bozza — DDT da confermare',
    sender: 'Mittente',
    recipient: 'Destinatario',
    place: 'Luogo di destinazione',
    reason: 'Causale del trasporto',
    carriage: 'Porto',
    transportBy: 'Trasporto a cura del',
    carrier: 'Vettore',
    goodsAppearance: 'Aspetto esteriore dei beni',
    parcels: 'N. colli',
    parcelsColumn: 'Colli',
    grossWeight: 'Peso lordo',
    transportStart: 'Inizio trasporto',
    cod: 'Contrassegno',
    order: 'Ordine',
    customerReference: 'Rif. cliente',
    notes: 'Note',
    signatures: {
      driver: 'Firma conducente / vettore',
      recipient: 'Firma destinatario',
      sender: 'Firma mittente',
    },
    ...words('it'),
  },
  en: {
    title: 'Delivery note',
    law: 'Italian transport document (D.P.R. 472/1996)',
    numbered: (number, date) => `Delivery note No. ${number} of ${date}`,
    draft: 'Draft — delivery note to be confirmed',
    sender: 'Sender',
    recipient: 'Recipient',
    place: 'Place of delivery',
    reason: 'Reason for transport',
    carriage: 'Carriage',
    transportBy: 'Transport by',
    carrier: 'Carrier',
    goodsAppearance: 'External appearance of goods',
    parcels: 'Parcels',
    parcelsColumn: 'Parcels',
    grossWeight: 'Gross weight',
    transportStart: 'Transport starts',
    cod: 'Cash on delivery',
    order: 'Order',
    customerReference: 'Your ref.',
    notes: 'Notes',
    signatures: {
      driver: 'Driver / carrier signature',
      recipient: 'Recipient signature',
      sender: 'Sender signature',
    },
    ...words('en'),
  },
  de: {
    title: 'Lieferschein',
    law: 'Italienisches Transportdokument (D.P.R. 472/1996)',
    numbered: (number, date) => `Lieferschein Nr. ${number} vom ${date}`,
    draft: 'Entwurf — Lieferschein noch nicht bestätigt',
    sender: 'Absender',
    recipient: 'Empfänger',
    place: 'Lieferort',
    reason: 'Transportgrund',
    carriage: 'Frachtkosten',
    transportBy: 'Transport durch',
    carrier: 'Frachtführer',
    goodsAppearance: 'Äußere Beschaffenheit der Ware',
    parcels: 'Packstücke',
    parcelsColumn: 'Packst.',
    grossWeight: 'Bruttogewicht',
    transportStart: 'Transportbeginn',
    cod: 'Nachnahme',
    order: 'Auftrag',
    customerReference: 'Ihr Zeichen',
    notes: 'Anmerkungen',
    signatures: {
      driver: 'Unterschrift Fahrer / Frachtführer',
      recipient: 'Unterschrift Empfänger',
      sender: 'Unterschrift Absender',
    },
    ...words('de'),
  },
  fr: {
    title: 'Bon de livraison',
    law: 'Document de transport italien (D.P.R. 472/1996)',
    numbered: (number, date) => `Bon de livraison n° ${number} du ${date}`,
    draft: 'Brouillon — bon de livraison à confirmer',
    sender: 'Expéditeur',
    recipient: 'Destinataire',
    place: 'Lieu de livraison',
    reason: 'Motif du transport',
    carriage: 'Port',
    transportBy: 'Transport assuré par',
    carrier: 'Transporteur',
    goodsAppearance: 'Aspect extérieur des marchandises',
    parcels: 'Colis',
    parcelsColumn: 'Colis',
    grossWeight: 'Poids brut',
    transportStart: 'Début du transport',
    cod: 'Contre-remboursement',
    order: 'Commande',
    customerReference: 'Votre réf.',
    notes: 'Notes',
    signatures: {
      driver: 'Signature chauffeur / transporteur',
      recipient: 'Signature destinataire',
      sender: 'Signature expéditeur',
    },
    ...words('fr'),
  },
  hu: {
    title: 'Szállítólevél',
    law: 'Olasz fuvarokmány (D.P.R. 472/1996)',
    numbered: (number, date) => `Szállítólevél sz. ${number}, kelt ${date}`,
    draft: 'Piszkozat — a szállítólevél még nincs megerősítve',
    sender: 'Feladó',
    recipient: 'Címzett',
    place: 'Szállítási cím',
    reason: 'A szállítás jogcíme',
    carriage: 'Fuvarköltség',
    transportBy: 'A szállítást végzi',
    carrier: 'Fuvarozó',
    goodsAppearance: 'Az áru külső megjelenése',
    parcels: 'Csomagok száma',
    parcelsColumn: 'Csom.',
    grossWeight: 'Bruttó tömeg',
    transportStart: 'A szállítás kezdete',
    cod: 'Utánvét',
    order: 'Rendelés',
    customerReference: 'Hiv. szám',
    notes: 'Megjegyzések',
    signatures: {
      driver: 'Gépkocsivezető / fuvarozó aláírása',
      recipient: 'Címzett aláírása',
      sender: 'Feladó aláírása',
    },
    ...words('hu'),
  },
};
