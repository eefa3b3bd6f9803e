/**
 * The demo's e-invoicing customers: among the general registry entries that become customers,
 * one private person and one German company; the Italian companies have SDI codes, a few
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
  return { ...entry, sdiCode: i % 4 === 1 ? null : sdiCodeOf(i, variant) };
}
