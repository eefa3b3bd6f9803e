import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { hashPassword } from '../services/passwords';
import { companies, generalRegs, memberships, users } from './schema';
import { demoGeneralRegs } from './seed-data';

export const DEMO_PASSWORD = 'Password1!';
export const DEMO_USERS = [
  { email: 'admin@example.com', name: 'Amministratore', companies: ['Alfa S.r.l.', 'Beta S.p.A.'] },
  { email: 'alfa@example.com', name: 'Laura Bianchi', companies: ['Alfa S.r.l.'] },
] as const;

const DEMO_COMPANIES = [
  { name: 'Alfa S.r.l.', vatNumber: '01234567897', city: 'Milano' },
  { name: 'Beta S.p.A.', vatNumber: '09876543217', city: 'Bologna' },
];

/** The demo data of ARCHITECTURE.md, in one transaction. Expects an empty database. */
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
      await tx
        .insert(memberships)
        .values(
          demo.companies.map((name) => ({ userId: user.id, companyId: companyId.get(name)! })),
        );
    }
    for (const company of insertedCompanies) {
      const rows = demoGeneralRegs(company.name === 'Alfa S.r.l.' ? 0 : 1);
      await tx.insert(generalRegs).values(rows.map((row) => ({ ...row, companyId: company.id })));
    }
  });
}
