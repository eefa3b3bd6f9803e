import { buyerKind } from '../../../contract/buyer-kinds';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { hashPassword } from '../../lib/passwords';
import { articles } from '../../resources/articles/table';
import { companies, memberships } from '../tables/companies';
import { customerArticles, customerPrices, customers } from '../../resources/customers/table';
import { generalRegs } from '../../resources/general-regs/table';
import { paymentTerms } from '../../resources/payment-terms/table';
import { users } from '../tables/users';
import { seedDestinations } from './destinations';
import { seedDocuments } from './documents';
import { seedDueDates } from './due-dates';
import { seedCollections } from './collections';
import { DEMO_LETTER_YEAR, seedLetters } from './letters';
import { DEMO_EXPORTER, DEMO_SDD } from './parties';
import { seedSdi } from './sdi';
import { seedShipping } from './shipping';
import { seedStock } from './stock';
import { seedBankBatches } from './bank-batches';
import { seedReminders } from './reminders';
import { demoArticles, demoCustomers, demoGeneralRegs } from './data';
import { REGISTRY_DEMOS } from './registries';
import type { Role } from '../../../contract/roles';

export const DEMO_PASSWORD = 'Password1!';
const ALFA = 'Alfa S.r.l.';
const BETA = 'Beta S.p.A.';

/** The demo's users and their role in each company (README.md, "Demo logins"). */
export const DEMO_USERS: readonly {
  email: string;
  name: string;
  roles: Readonly<Record<string, Role>>;
}[] = [
  {
    email: 'admin@example.com',
    name: 'Amministratore',
    roles: { [ALFA]: 'owner', [BETA]: 'owner' },
  },
  { email: 'alfa@example.com', name: 'Laura Bianchi', roles: { [ALFA]: 'owner' } },
  {
    email: 'amministrazione@example.com',
    name: 'Paolo Ferri',
    roles: { [ALFA]: 'administration', [BETA]: 'administration' },
  },
  // One user, two roles: selling for Alfa, in Beta's warehouse.
  {
    email: 'commerciale@example.com',
    name: 'Giulia Conti',
    roles: { [ALFA]: 'sales', [BETA]: 'warehouse' },
  },
  // Beta's salesperson: with her, each demo company has a user of each role.
  { email: 'vendite@example.com', name: 'Chiara Esposito', roles: { [BETA]: 'sales' } },
  {
    email: 'magazzino@example.com',
    name: 'Marco Galli',
    roles: { [ALFA]: 'warehouse', [BETA]: 'warehouse' },
  },
  {
    email: 'commercialista@example.com',
    name: 'Studio Rinaldi',
    roles: { [ALFA]: 'accountant', [BETA]: 'accountant' },
  },
];

const DEMO_COMPANIES = [
  {
    name: 'Alfa S.r.l.',
    vatNumber: '01234567897',
    address: 'Via Giuseppe Verdi 12',
    zip: '20121',
    city: 'Milano',
    province: 'MI',
    phone: '+39 02 1234567',
    email: 'amministrazione@alfa.example',
    pec: 'alfa@pec.example',
    gs1Prefix: '8012345',
    taxCode: '01234567897',
    regimeFiscale: 'RF01',
    reaOffice: 'MI',
    reaNumber: '1234567',
    shareCapital: '10000.00',
    soleShareholder: 'SU',
    liquidation: 'LN',
    iban: 'IT60X0542811101000000123456',
    bankName: 'Banca Popolare di Milano',
    // Deferred invoices in their own series ("1/D/2026"): dated in their DDTs' month.
    seriesDeferred: 'D',
  },
  {
    name: 'Beta S.p.A.',
    vatNumber: '09876543217',
    address: 'Via dell’Indipendenza 8',
    zip: '40121',
    city: 'Bologna',
    province: 'BO',
    phone: '+39 051 7654321',
    email: 'info@beta.example',
    pec: 'beta@pec.example',
    taxCode: '09876543217',
    regimeFiscale: 'RF01',
    reaOffice: 'BO',
    reaNumber: '7654321',
    shareCapital: '120000.00',
    soleShareholder: 'SM',
    liquidation: 'LN',
    iban: 'IT18L0538702400000000123456',
    bankName: 'Banca di Bologna',
  },
];

/** The demo data (README.md, "Demo logins"), in one transaction. Expects an empty database. */
export async function seedDemoData(client: pg.PoolClient | pg.Client): Promise<void> {
  const db = drizzle(client);
  await db.transaction(async (tx) => {
    const insertedCompanies = await tx.insert(companies).values(DEMO_COMPANIES).returning();
    const companyId = new Map(insertedCompanies.map((c) => [c.name, c.id]));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({ email: demo.email, name: demo.name, passwordHash })
        .returning();
      await tx.insert(memberships).values(
        Object.entries(demo.roles).map(([name, role]) => ({
          userId: user.id,
          companyId: companyId.get(name)!,
          role,
        })),
      );
    }
    for (const company of insertedCompanies) {
      const variant = company.name === 'Alfa S.r.l.' ? 0 : 1;
      const companyId = company.id;
      const entries = await tx
        .insert(generalRegs)
        .values(demoGeneralRegs(variant).map((row) => ({ ...row, companyId })))
        .returning();
      const items = await tx
        .insert(articles)
        .values(demoArticles(variant).map((row) => ({ ...row, companyId })))
        .returning();
      for (const insertDemo of REGISTRY_DEMOS) await insertDemo(tx, companyId, variant);
      const terms = await tx
        .select()
        .from(paymentTerms)
        .where(eq(paymentTerms.companyId, companyId));
      const termId = new Map(terms.map((term) => [term.code, term.id]));
      const clients = await tx
        .insert(customers)
        .values(
          demoCustomers(12).map(({ paymentTermCode, ...row }, i) => ({
            ...row,
            paymentTermId: termId.get(paymentTermCode)!,
            companyId,
            generalRegId: entries[i].id,
          })),
        )
        .returning();
      const byId = new Map(entries.map((e) => [e.id, e]));
      await seedDocuments(
        tx,
        companyId,
        clients.map((c, i) => {
          const entry = byId.get(c.generalRegId)!;
          const kind = buyerKind({
            country: entry.country,
            vat_number: entry.vatNumber,
            is_public_administration: entry.isPublicAdministration,
          });
          const { id, paymentTermId, splitPayment } = c;
          const letterYear = i === DEMO_EXPORTER ? DEMO_LETTER_YEAR : undefined;
          return { id, name: entry.name, paymentTermId, kind, splitPayment, letterYear };
        }),
        items,
      );
      await seedDestinations(
        tx,
        companyId,
        clients.map((c) => c.id),
      );
      await seedDueDates(tx, companyId);
      await seedShipping(tx, companyId);
      await seedStock(tx, companyId, variant);
      await seedSdi(tx, companyId, company.vatNumber ?? '');
      await seedLetters(tx, companyId, clients[DEMO_EXPORTER].id, variant);
      await seedCollections(tx, companyId);
      await seedBankBatches(tx, companyId, clients[DEMO_SDD].id);
      await seedReminders(tx, companyId);
      // A few customers get their own prices (one by quantity) and their own article codes.
      for (const [i, client] of clients.slice(0, 4).entries()) {
        const [a, b] = [items[i], items[i + 1]];
        await tx.insert(customerPrices).values([
          {
            companyId,
            customerId: client.id,
            articleId: a.id,
            price: (Number(a.price) * 0.9).toFixed(4),
            minQuantity: '1',
          },
          {
            companyId,
            customerId: client.id,
            articleId: a.id,
            price: (Number(a.price) * 0.8).toFixed(4),
            minQuantity: '1000',
          },
          {
            companyId,
            customerId: client.id,
            articleId: b.id,
            price: (Number(b.price) * 0.95).toFixed(4),
            minQuantity: '1',
            validFrom: '2026-01-01',
            validTo: '2026-12-31',
          },
        ]);
        await tx.insert(customerArticles).values({
          companyId,
          customerId: client.id,
          articleId: a.id,
          customerCode: `${client.registryCode}-${a.code}`,
          description: `${a.description} (codice cliente)`,
        });
      }
    }
  });
}
