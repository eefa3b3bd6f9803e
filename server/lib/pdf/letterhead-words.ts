import type { PdfLocale } from './words';

/** The words of the letterhead's legal facts and of the payment box, per language. */
export interface LetterheadWords {
  /** "REA MI-1234567" */
  rea: string;
  /** "Cap. soc. 10.000,00 € i.v.": the share capital, fully paid up. */
  shareCapital: (amount: string) => string;
  soleShareholder: string;
  inLiquidation: string;
  payment: string;
  iban: string;
  bank: string;
}

export const LETTERHEAD_WORDS: Record<PdfLocale, LetterheadWords> = {
  it: {
    rea: 'REA',
    shareCapital: (amount) => `Cap. soc. ${amount} i.v.`,
    soleShareholder: 'Socio unico',
    inLiquidation: 'In liquidazione',
    payment: 'Pagamento',
    iban: 'IBAN',
    bank: 'Banca',
  },
  en: {
    rea: 'REA',
    shareCapital: (amount) => `Share capital ${amount} fully paid`,
    soleShareholder: 'Sole shareholder',
    inLiquidation: 'In liquidation',
    payment: 'Payment',
    iban: 'IBAN',
    bank: 'Bank',
  },
  de: {
    rea: 'REA',
    shareCapital: (amount) => `Stammkapital ${amount} voll eingezahlt`,
    soleShareholder: 'Alleingesellschafter',
    inLiquidation: 'In Liquidation',
    payment: 'Zahlung',
    iban: 'IBAN',
    bank: 'Bank',
  },
  fr: {
    rea: 'REA',
    shareCapital: (amount) => `Capital social ${amount} entièrement libéré`,
    soleShareholder: 'Associé unique',
    inLiquidation: 'En liquidation',
    payment: 'Paiement',
    iban: 'IBAN',
    bank: 'Banque',
  },
  hu: {
    rea: 'REA',
    shareCapital: (amount) => `Jegyzett tőke ${amount}, teljesen befizetve`,
    soleShareholder: 'Egyszemélyes társaság',
    inLiquidation: 'Felszámolás alatt',
    payment: 'Fizetés',
    iban: 'IBAN',
    bank: 'Bank',
  },
};
