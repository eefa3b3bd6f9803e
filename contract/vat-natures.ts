import Decimal from 'decimal.js';
import { VAT_NATURES } from './enums';

/**
 * The natura codes of a 0 % VAT line (FatturaPA, rules in force since 1 January 2021) with
 * the legal reference the invoice states for them: the XML's RiferimentoNormativo, and the
 * same wording on the PDF and in the UI. The references are Italian legal citations, the
 * same in every language (the code's name is translated: `enums.vat_nature.*`).
 *
 * `stampDuty`: whether the amount counts towards the 77.47 € above which the invoice bears
 * the 2.00 € stamp duty (imposta di bollo, DPR 642/1972, tariffa art. 13): amounts outside
 * VAT do, except exports and intra-EU supplies, which the law exempts (N3.1-N3.4), and the
 * amounts that bear VAT after all, paid by the customer or abroad (N5, N6.x, N7).
 */
export type VatNature = (typeof VAT_NATURES)[number];

export interface VatNatureInfo {
  /** RiferimentoNormativo: at most 100 Latin-1 characters (the schema's String100LatinType). */
  reference: string;
  stampDuty: boolean;
}

// prettier-ignore
export const VAT_NATURE_CATALOGUE: Record<VatNature, VatNatureInfo> = {
  'N1': { reference: 'Escluso art. 15 DPR 633/72', stampDuty: true },
  'N2.1': { reference: 'Non soggetto artt. da 7 a 7-septies DPR 633/72', stampDuty: true },
  'N2.2': { reference: 'Non soggetto artt. 2, 3, 4 e 5 DPR 633/72 (altri casi)', stampDuty: true },
  'N3.1': { reference: 'Non imponibile art. 8, c. 1, lett. a) e b) DPR 633/72 (esportazione)', stampDuty: false },
  'N3.2': { reference: 'Non imponibile art. 41 DL 331/93 (cessione intracomunitaria)', stampDuty: false },
  'N3.3': { reference: 'Non imponibile art. 71 DPR 633/72 (cessione verso San Marino)', stampDuty: false },
  'N3.4': { reference: 'Non imponibile artt. 8-bis e 9 DPR 633/72', stampDuty: false },
  'N3.5': { reference: "Non imponibile art. 8, c. 1, lett. c) DPR 633/72 (dichiarazione d'intento)", stampDuty: true },
  'N3.6': { reference: 'Non imponibile, operazione che non concorre alla formazione del plafond', stampDuty: true },
  'N4': { reference: 'Esente art. 10 DPR 633/72', stampDuty: true },
  'N5': { reference: 'Regime del margine art. 36 DL 41/95, IVA non esposta', stampDuty: false },
  'N6.1': { reference: 'Inversione contabile art. 74, c. 7 e 8 DPR 633/72 (rottami)', stampDuty: false },
  'N6.2': { reference: 'Inversione contabile art. 17, c. 5 DPR 633/72 (oro e argento)', stampDuty: false },
  'N6.3': { reference: 'Inversione contabile art. 17, c. 6, lett. a) DPR 633/72 (subappalto edile)', stampDuty: false },
  'N6.4': { reference: 'Inversione contabile art. 17, c. 6, lett. a-bis) DPR 633/72 (fabbricati)', stampDuty: false },
  'N6.5': { reference: 'Inversione contabile art. 17, c. 6, lett. b) DPR 633/72 (telefoni cellulari)', stampDuty: false },
  'N6.6': { reference: 'Inversione contabile art. 17, c. 6, lett. c) DPR 633/72 (prodotti elettronici)', stampDuty: false },
  'N6.7': { reference: 'Inversione contabile art. 17, c. 6, lett. a-ter) DPR 633/72 (settore edile)', stampDuty: false },
  'N6.8': { reference: 'Inversione contabile art. 17, c. 6, lett. d-bis, d-ter, d-quater) DPR 633/72', stampDuty: false },
  'N6.9': { reference: 'Inversione contabile art. 17 DPR 633/72 (altri casi)', stampDuty: false },
  'N7': { reference: 'IVA assolta in altro Stato UE, art. 41, c. 1, lett. b) DL 331/93', stampDuty: false },
};

/** The generic codes of before 2021, which the SDI refuses since (check 00445). */
export const RETIRED_VAT_NATURES = ['N2', 'N3', 'N6'] as const;

/** The stamp duty: 2.00 € on an invoice whose amounts outside VAT exceed 77.47 €. */
export const STAMP_DUTY = { threshold: '77.47', amount: '2.00' } as const;

export const isVatNature = (code: string | null | undefined): code is VatNature =>
  !!code && code in VAT_NATURE_CATALOGUE;

/** The legal reference of a natura code, null for an unknown one. */
export const natureReference = (code: string | null | undefined): string | null =>
  isVatNature(code) ? VAT_NATURE_CATALOGUE[code].reference : null;

/**
 * Whether a document bears the stamp duty: the taxable amounts of its VAT summary lines whose
 * natura counts (`stampDuty`) add up to more than 77.47 €. The PDF and the XML ask this.
 */
export function stampDutyApplies(
  vatSummary: readonly { vat_nature: string | null; taxable: string }[],
): boolean {
  const outsideVat = vatSummary
    .filter(
      (line) => isVatNature(line.vat_nature) && VAT_NATURE_CATALOGUE[line.vat_nature].stampDuty,
    )
    .reduce((sum, line) => sum.plus(line.taxable), new Decimal(0));
  return outsideVat.greaterThan(STAMP_DUTY.threshold);
}
