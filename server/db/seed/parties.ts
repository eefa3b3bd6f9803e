/**
 * The demo's e-invoicing customers: among the general registry entries that become customers,
 * one private person, one German company, one public administration (a 6-character office
 * code, under split payment), one San Marino company (SDI code 2R4GTO8) and one habitual
 * exporter (its letter of intent: letters.ts); the Italian companies have SDI codes, a few
 * only a PEC (their invoices go to 0000000 with the PEC).
 */
type Entry = {
  name: string;
  vatNumber: string | null;
  taxCode: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string;
  email: string | null;
  pec: string | null;
  sdiCode: string | null;
};

/** Index of the entry that is a private person, and of the one in Germany (both customers). */
export const DEMO_PERSON = 7;
export const DEMO_EU_CUSTOMER = 10;
/** Index of the public administration, of the San Marino company and of the exporter. */
export const DEMO_PA = 5;
export const DEMO_SAN_MARINO = 11;
export const DEMO_EXPORTER = 8;
/** Index of the customer paying by SEPA direct debit, with a mandate. */
export const DEMO_SDD = 9;

const FIRST_NAMES = ['Laura', 'Giorgio'];
const SDI_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A believable 7-character SDI code, the same for the same entry. */
function sdiCodeOf(i: number, variant: number): string {
  let n = 1_000_003 * (i + 1) + 7_919 * variant;
  let code = '';
  for (let k = 0; k < 7; k++) {
    code += SDI_ALPHABET[n % SDI_ALPHABET.length];
    n = Math.floor(n / SDI_ALPHABET.length) + k * 13;
  }
  return code;
}

export function eInvoicingParty<T extends Entry>(entry: T, i: number, variant: number) {
  if (i === DEMO_PERSON) {
    // The surname of the business's name ("Vetreria Gallo S.r.l." -> Gallo).
    const lastName = entry.name.split(' ').at(-2) ?? 'Gallo';
    const firstName = FIRST_NAMES[variant % FIRST_NAMES.length];
    return {
      ...entry,
      name: `${lastName} ${firstName}`,
      isPerson: true,
      firstName,
      lastName,
      vatNumber: null,
      taxCode: variant === 0 ? 'GLLLRA80A41F205S' : 'BRBGRG75C12L219E',
      pec: null,
      sdiCode: null,
    };
  }
  if (i === DEMO_EU_CUSTOMER) {
    return {
      ...entry,
      name: variant === 0 ? 'Müller Maschinenbau GmbH' : 'Schneider Handel GmbH',
      vatNumber: variant === 0 ? '811569869' : '129273398',
      taxCode: null,
      address: 'Leopoldstraße 12',
      zip: '80802',
      city: 'München',
      province: null,
      country: 'DE',
      email: 'einkauf@example.de',
      pec: null,
      sdiCode: null,
    };
  }
  if (i === DEMO_PA) {
    // A PA's tax code is its own (often 8... or 0...); the office code comes from IPA.
    return {
      ...entry,
      name: variant === 0 ? 'Comune di Bergamo' : 'Azienda USL di Bologna',
      isPublicAdministration: true,
      vatNumber: variant === 0 ? '00218930162' : '02406911202',
      taxCode: variant === 0 ? '80034840167' : '02406911202',
      pec: variant === 0 ? 'protocollo@cert.comune.bergamo.example' : 'protocollo@pec.ausl.example',
      sdiCode: variant === 0 ? 'UFQ4KX' : 'B8HPLM',
    };
  }
  if (i === DEMO_SAN_MARINO) {
    return {
      ...entry,
      name: variant === 0 ? 'Titano Forniture S.p.A.' : 'Commerciale Sammarinese S.r.l.',
      vatNumber: variant === 0 ? '24158' : '19073',
      taxCode: null,
      address: 'Via del Serrone 10',
      zip: '47893',
      city: 'Borgo Maggiore',
      province: null,
      country: 'SM',
      pec: null,
      sdiCode: '2R4GTO8',
    };
  }
  return { ...entry, sdiCode: i % 4 === 1 ? null : sdiCodeOf(i, variant) };
}
