import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { LineStatus } from '../../../contract/enums';
import { customerDestinations } from '../../resources/customers/table';
import { documentRows, documents } from '../../resources/documents/table';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];
type Place = Omit<typeof customerDestinations.$inferInsert, 'companyId' | 'customerId'>;

/** The destinations of the demo customers, by the customer's index (index.ts order). */
const PLACES: [customer: number, place: Place][] = [
  [
    0,
    {
      name: 'Showroom Firenze',
      address: 'Viale Guidoni 85',
      zip: '50127',
      city: 'Firenze',
      province: 'FI',
      phone: '+39 055 4378120',
    },
  ],
  [
    2,
    {
      name: 'Lager Innsbruck',
      address: 'Grabenweg 3',
      zip: '6020',
      city: 'Innsbruck',
      country: 'AT',
      notes: 'Anmeldung an der Rampe 2',
    },
  ],
  [
    9,
    {
      name: 'Magazzino Verona',
      address: 'Via dell’Industria 14',
      zip: '37135',
      city: 'Verona',
      province: 'VR',
      phone: '+39 045 8203311',
      notes: 'Scarico merci 8-12 e 14-17, rampa 3',
    },
  ],
  [
    9,
    {
      name: 'Cantiere Bergamo',
      address: 'Via Zanica 60',
      zip: '24126',
      city: 'Bergamo',
      province: 'BG',
      notes: 'Avvisare il capocantiere un’ora prima',
    },
  ],
];

/**
 * Open 2026 orders (status <= 5) that ship to a destination, by order number: the
 * destination's name, and whether the order's rows are ready to ship (so that a new user can
 * put it on a DDT at once: the UI cannot set a row's line status).
 */
const ORDERS: [number: number, destination: string, ready: boolean][] = [
  [2, 'Showroom Firenze', false],
  [11, 'Magazzino Verona', true],
];

/**
 * Delivery destinations of a few customers of one company (docs/shipping.md "Delivery
 * destinations"): one in Florence, one in Austria, two for one customer; and the open orders
 * that name them. `customerIds` are the company's demo customers in seed order.
 */
export async function seedDestinations(tx: Tx, companyId: number, customerIds: number[]) {
  const made = await tx
    .insert(customerDestinations)
    .values(PLACES.map(([i, place]) => ({ ...place, companyId, customerId: customerIds[i] })))
    .returning();
  for (const [number, name, ready] of ORDERS) {
    const destination = made.find((d) => d.name === name)!;
    const [order] = await tx
      .update(documents)
      .set({ destinationId: destination.id })
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.type, 'order'),
          eq(documents.year, 2026),
          eq(documents.number, number),
          eq(documents.customerId, destination.customerId),
        ),
      )
      .returning();
    if (!order) throw new Error(`seed: order ${number}/2026 of the destination's customer missing`);
    if (ready) {
      await tx
        .update(documentRows)
        .set({ status: LineStatus.ready })
        .where(and(eq(documentRows.companyId, companyId), eq(documentRows.documentId, order.id)));
    }
  }
}
