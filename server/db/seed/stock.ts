import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ShippingListStatus } from '../../../contract/enums';
import { tenantScope, type Executor } from '../../lib/tenant';
import { articles } from '../../resources/articles/table';
import { documentRows } from '../../resources/documents/table';
import { shippingItems, shippingLists } from '../../resources/shipping-lists/table';
import { refreshReserved } from '../../resources/stock-movements/reserved';
import { ddtMovement } from '../../resources/stock-movements/rules';
import { stockMovements } from '../../resources/stock-movements/table';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * The demo's stock (docs/stock.md), by article code (Beta's codes have a `B-` prefix): the
 * services are not stocked, the rest has a cost, an opening stock on 2 January 2025, and some a
 * minimum that November's movements leave them below.
 */
const STOCK: Record<string, { opening?: string; cost?: string; min?: string; stocked?: false }> = {
  'VIT-M6-20': { opening: '20000', cost: '0.04', min: '5000' },
  'BUL-M8-40': { opening: '8000', cost: '0.11', min: '2000' },
  'RON-8': { opening: '10000', cost: '0.015', min: '3000' },
  'LAM-INOX-1': { opening: '600', cost: '31.5', min: '100' },
  'TUB-FE-40': { opening: '1500', cost: '4.2', min: '300' },
  'PAN-LEG-18': { opening: '400', cost: '24', min: '50' },
  'SCA-TAB': { opening: '300', cost: '78', min: '290' },
  'POR-TAB': { opening: '200', cost: '265', min: '20' },
  // Below its minimum: the "sotto scorta" filter finds it.
  'OLI-5L': { opening: '40', cost: '16.9', min: '60' },
  'LIB-MAN': { opening: '250', cost: '7.5' },
  'SRV-MONT': { stocked: false },
  'KIT-OLD': { opening: '35', cost: '6' },
  'EXP-UE': { stocked: false },
};

/** November 2026's manual movements: day, code, quantity, reason, note. */
const NOVEMBER: [string, string, string, 'count' | 'damage' | 'other', string | null][] = [
  ['2026-11-03', 'VIT-M6-20', '5000', 'other', 'Carico da fornitore (DDT 1188)'],
  ['2026-11-05', 'OLI-5L', '-3', 'damage', 'Taniche danneggiate in scaffalatura'],
  ['2026-11-09', 'BUL-M8-40', '-120', 'count', 'Inventario corsia B'],
  ['2026-11-13', 'TUB-FE-40', '250', 'other', 'Carico da fornitore (DDT 774)'],
  ['2026-11-17', 'LAM-INOX-1', '-2', 'damage', 'Lamiere graffiate'],
  ['2026-11-24', 'RON-8', '35', 'count', 'Inventario corsia A'],
  ['2026-11-27', 'KIT-OLD', '-5', 'other', 'Campionatura al cliente'],
];

const OPENING_DATE = '2025-01-02';

/**
 * The stock ledger of one company: the articles' stock settings, the opening stock, the DDT
 * movements of the confirmed demo DDTs (as their confirmation would have written them), a
 * month of adjustments; then `on_hand` summed from the ledger and `reserved` from the orders.
 * Runs after the shipping lists are seeded.
 */
export async function seedStock(tx: Tx, companyId: number, variant: number) {
  const items = await tx.select().from(articles).where(eq(articles.companyId, companyId));
  const plain = (code: string) => (variant === 0 ? code : code.replace(/^B-/, ''));
  const byCode = new Map(items.map((a) => [plain(a.code), a]));
  const moves: (typeof stockMovements.$inferInsert)[] = [];
  for (const article of items) {
    const plan = STOCK[plain(article.code)] ?? {};
    await tx
      .update(articles)
      .set({
        stocked: plan.stocked ?? true,
        cost: plan.cost ?? null,
        minStock: plan.min ?? null,
      })
      .where(and(eq(articles.companyId, companyId), eq(articles.id, article.id)));
    if (plan.stocked === false || !plan.opening) continue;
    moves.push({
      companyId,
      articleId: article.id,
      date: OPENING_DATE,
      quantity: plan.opening,
      reason: 'initial',
      note: 'Giacenza iniziale',
    });
  }
  // One movement per stocked article per confirmed DDT, as a confirmation writes it.
  const shipped = await tx
    .select({
      listId: shippingLists.id,
      date: shippingLists.date,
      transportReason: shippingLists.transportReason,
      articleId: documentRows.articleId,
      stocked: articles.stocked,
      quantity: sql<string>`sum(${shippingItems.quantity})::text`,
    })
    .from(shippingItems)
    .innerJoin(
      shippingLists,
      and(
        eq(shippingLists.companyId, shippingItems.companyId),
        eq(shippingLists.id, shippingItems.shippingListId),
      ),
    )
    .innerJoin(
      documentRows,
      and(
        eq(documentRows.companyId, shippingItems.companyId),
        eq(documentRows.id, shippingItems.documentRowId),
      ),
    )
    .innerJoin(
      articles,
      and(eq(articles.companyId, documentRows.companyId), eq(articles.id, documentRows.articleId)),
    )
    .where(
      and(
        eq(shippingItems.companyId, companyId),
        eq(shippingLists.status, ShippingListStatus.confirmed),
      ),
    )
    .groupBy(
      shippingLists.id,
      shippingLists.date,
      shippingLists.transportReason,
      documentRows.articleId,
      articles.stocked,
    )
    .orderBy(shippingLists.date, shippingLists.id, documentRows.articleId);
  for (const line of shipped) {
    if (!line.stocked || line.articleId === null) continue;
    const { reason, sign } = ddtMovement(line.transportReason);
    moves.push({
      companyId,
      articleId: line.articleId,
      date: line.date,
      quantity: sign === 1 ? line.quantity : `-${line.quantity}`,
      reason,
      shippingListId: line.listId,
    });
  }
  for (const [date, code, quantity, reason, note] of NOVEMBER) {
    const article = byCode.get(code);
    if (article) moves.push({ companyId, articleId: article.id, date, quantity, reason, note });
  }
  if (moves.length) await tx.insert(stockMovements).values(moves);
  // A reversal: the first November movement of OLI-5L was recorded twice by mistake.
  const oil = byCode.get('OLI-5L');
  if (oil) {
    const [wrong] = await tx
      .insert(stockMovements)
      .values({
        companyId,
        articleId: oil.id,
        date: '2026-11-20',
        quantity: '-10',
        reason: 'damage',
        note: 'Registrato per errore',
      })
      .returning();
    await tx.insert(stockMovements).values({
      companyId,
      articleId: oil.id,
      date: '2026-11-20',
      quantity: '10',
      reason: 'reversal',
      reversesId: wrong.id,
      note: 'Storno: registrato per errore',
    });
  }
  await tx.execute(sql`
    update ${articles} a set on_hand = coalesce((
      select sum(m.quantity) from ${stockMovements} m
      where m.company_id = a.company_id and m.article_id = a.id
    ), 0)
    where a.company_id = ${companyId}`);
  await refreshReserved(
    tenantScope(tx as unknown as Executor, companyId),
    items.map((a) => a.id),
  );
}
