import type { RegistryFields, RegistryTable } from '../../lib/registry/service';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { bankAccounts } from '../../resources/bank-accounts/table';
import { carriers } from '../../resources/carriers/table';
import { paymentTerms } from '../../resources/payment-terms/table';
import { vatNumberFrom } from './data';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/** A registry's demo rows for company `variant` (0 Alfa, 1 Beta), and how they go in. */
function demo<T extends RegistryTable>(table: T, rows: (variant: number) => RegistryFields<T>[]) {
  return async (tx: Tx, companyId: number, variant: number) => {
    const values = rows(variant).map((row) => ({ ...row, companyId }));
    await tx.insert(table).values(values as T['$inferInsert'][]);
  };
}

// The VAT numbers are made up (valid check digits, no real company's).
const CARRIERS: RegistryFields<typeof carriers>[] = [
  {
    name: 'BRT S.p.A.',
    vat_number: vatNumberFrom('0411234012'),
    address: 'Via Emilia 1',
    zip: '40068',
    city: 'San Lazzaro di Savena',
    province: 'BO',
    phone: '+39 051 000001',
    email: 'clienti@brt.example',
  },
  {
    name: 'GLS Italy S.p.A.',
    vat_number: vatNumberFrom('0542345023'),
    address: 'Via Milano 2',
    zip: '20097',
    city: 'San Donato Milanese',
    province: 'MI',
    phone: '+39 02 000002',
    email: 'servizio@gls.example',
  },
  {
    name: 'SDA Express Courier S.p.A.',
    vat_number: vatNumberFrom('0653456034'),
    address: 'Viale Europa 3',
    zip: '00144',
    city: 'Roma',
    province: 'RM',
    email: 'info@sda.example',
  },
  {
    name: 'Poste Italiane S.p.A.',
    vat_number: vatNumberFrom('0764567045'),
    address: 'Viale Europa 190',
    zip: '00144',
    city: 'Roma',
    province: 'RM',
    phone: '+39 06 000004',
  },
  {
    name: 'Trasporti Ferri S.n.c.',
    vat_number: vatNumberFrom('0875678056'),
    address: 'Via dei Mille 5',
    zip: '25121',
    city: 'Brescia',
    province: 'BS',
    phone: '+39 030 000005',
    notes: 'Ritiri il martedì e il venerdì',
  },
];

type Term = RegistryFields<typeof paymentTerms>;
const term = (code: string, description: string, method: Term['method'], days: number[]) => ({
  code,
  description,
  method,
  basis: description.endsWith('f.m.') ? ('end_of_month' as const) : ('invoice_date' as const),
  days,
});

// The terms Italian companies use most: d.f. = from the invoice date, f.m. = end of month.
const PAYMENT_TERMS: Term[] = [
  term('RD', 'Rimessa diretta', 'MP05', [0]),
  term('CONT', 'Contanti alla consegna', 'MP01', [0]),
  term('BB30DF', 'Bonifico 30 gg d.f.', 'MP05', [30]),
  term('BB60DF', 'Bonifico 60 gg d.f.', 'MP05', [60]),
  term('BB30FM', 'Bonifico 30 gg f.m.', 'MP05', [30]),
  term('RB3060FM', 'RiBa 30/60 gg f.m.', 'MP12', [30, 60]),
  term('RB306090FM', 'RiBa 30/60/90 gg f.m.', 'MP12', [30, 60, 90]),
  term('SDD30DF', 'SEPA Direct Debit 30 gg d.f.', 'MP19', [30]),
];

/**
 * Each company's accounts: the one its invoices print (company profile), presenting RiBa
 * (a SIA code) and SEPA direct debits (the creditor identifier from its tax code), and a
 * second bank for transfers. The IBANs are made up, with valid check digits.
 */
const BANK_ACCOUNTS: RegistryFields<typeof bankAccounts>[][] = [
  [
    {
      name: 'Conto principale',
      bank_name: 'Banca Popolare di Milano',
      iban: 'IT60X0542811101000000123456',
      bic: 'BAPPIT21XXX',
      sia_code: 'A1B2C',
      sepa_creditor_id: 'IT91ZZZ01234567897',
    },
    {
      name: 'Conto incassi bonifici',
      bank_name: 'Banca di Credito Cooperativo di Milano',
      iban: 'IT42L1234512345123456789012',
      bic: null,
      notes: 'Solo bonifici in entrata',
    },
  ],
  [
    {
      name: 'Conto principale',
      bank_name: 'Banca di Bologna',
      iban: 'IT18L0538702400000000123456',
      sia_code: 'B7K2M',
      sepa_creditor_id: 'IT96ZZZ09876543217',
    },
  ],
];

/**
 * The demo rows of the flat registries (lib/registry/table.ts), for company `variant`
 * (0 Alfa, 1 Beta): `index.ts` inserts them for each demo company. A new registry adds a line.
 */
export const REGISTRY_DEMOS = [
  demo(carriers, (variant) => (variant === 0 ? CARRIERS : CARRIERS.slice(0, 3))),
  demo(paymentTerms, () => PAYMENT_TERMS),
  demo(bankAccounts, (variant) => BANK_ACCOUNTS[variant]),
];
