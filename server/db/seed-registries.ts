import type { RegistryFields, RegistryTable } from '../services/registry';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { carriers } from './schema';
import { vatNumberFrom } from './seed-data';

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

/**
 * The demo rows of the flat registries (server/db/schema/registry.ts), for company `variant`
 * (0 Alfa, 1 Beta): `seed.ts` inserts them for each demo company. A new registry adds a line.
 */
export const REGISTRY_DEMOS = [
  demo(carriers, (variant) => (variant === 0 ? CARRIERS : CARRIERS.slice(0, 3))),
];
