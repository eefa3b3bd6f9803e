import Decimal from 'decimal.js';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LetterOfIntent,
  letterOfIntentInput,
  letterOfIntentUpdate,
} from '../../../contract/letters-of-intent';
import { money } from '../../../contract/messages';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import { label } from '../documents/links';
import { conflict, msg, notFound, staleVersion } from '../../lib/errors';
import { moneyOut } from '../../lib/decimals';
import { inTransaction, joinOwned, type TenantScope } from '../../lib/tenant';
import { leftOf, levelOf, type LetterRow } from './plafond';
import { letterOfIntentDocuments, lettersOfIntent } from './table';

type Input = z.output<typeof letterOfIntentInput>;

const fromWire = (input: Input) => ({
  protocol: input.protocol,
  protocolDate: input.protocol_date,
  validFrom: input.valid_from,
  validTo: input.valid_to,
  amount: input.amount,
  singleOperation: input.single_operation,
  notes: input.notes,
});

const toWire = (row: LetterRow): LetterOfIntent => ({
  id: row.id,
  customer_id: row.customerId,
  protocol: row.protocol,
  protocol_date: row.protocolDate,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  amount: moneyOut(row.amount),
  single_operation: row.singleOperation,
  notes: row.notes,
  version: row.version,
  used: moneyOut(row.used),
  left: moneyOut(leftOf(row).toFixed(2)),
  documents: row.usedDocuments,
  level: levelOf(row),
});

async function ensureCustomer(tenant: TenantScope, customerId: number) {
  const [found] = await tenant.select(customers, eq(customers.id, customerId));
  if (!found) throw notFound('not_found.customer');
}

async function find(tenant: TenantScope, id: number): Promise<LetterRow> {
  const [row] = (await tenant.select(lettersOfIntent, eq(lettersOfIntent.id, id))) as LetterRow[];
  if (!row) throw notFound('not_found.letter_of_intent');
  return row;
}

/** `GET /customers/{id}/letters-of-intent`: newest period first, with what each has used. */
export async function list(tenant: TenantScope, customerId: number) {
  await ensureCustomer(tenant, customerId);
  const rows = (await tenant
    .select(lettersOfIntent, eq(lettersOfIntent.customerId, customerId))
    .orderBy(desc(lettersOfIntent.validFrom), desc(lettersOfIntent.id))) as LetterRow[];
  return rows.map(toWire);
}

export async function get(tenant: TenantScope, id: number) {
  return toWire(await find(tenant, id));
}

/** 409 on `protocol` when another letter of the company has it. */
async function assertProtocolFree(tx: TenantScope, protocol: string, id?: number) {
  const [other] = await tx
    .select(
      lettersOfIntent,
      and(
        eq(lettersOfIntent.protocol, protocol),
        id === undefined ? undefined : ne(lettersOfIntent.id, id),
      ),
    )
    .limit(1);
  if (other) {
    const reason = msg('letters_of_intent.protocol_taken', { protocol });
    throw conflict(reason, { protocol: reason });
  }
}

export async function create(tenant: TenantScope, customerId: number, input: Input) {
  const id = await inTransaction(tenant, async (tx) => {
    await ensureCustomer(tx, customerId);
    await assertProtocolFree(tx, input.protocol);
    const [row] = (await tx.insert(lettersOfIntent, {
      ...fromWire(input),
      customerId,
    })) as LetterRow[];
    return row.id;
  });
  return get(tenant, id);
}

/**
 * Saves a letter (stale `version`: 409). Its amount cannot go below what it has used (409 on
 * `amount`); the documents that cite it keep citing it.
 */
export async function update(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof letterOfIntentUpdate>,
) {
  await inTransaction(tenant, async (tx) => {
    const [current] = (await tx
      .select(lettersOfIntent, eq(lettersOfIntent.id, id))
      .for('update')) as LetterRow[];
    if (!current) throw notFound('not_found.letter_of_intent');
    if (current.version !== input.version) {
      throw staleVersion('record.letter_of_intent', current.version, input.version);
    }
    await assertProtocolFree(tx, input.protocol, id);
    const used = current.used;
    if (new Decimal(input.amount).lt(used)) {
      const reason = msg('letters_of_intent.amount_below_used', {
        protocol: current.protocol,
        used: money(new Decimal(used).toFixed(2)),
      });
      throw conflict(reason, { amount: reason });
    }
    await tx.updateVersioned(lettersOfIntent, id, input.version, fromWire(input));
  });
  return get(tenant, id);
}

/** Deletes a letter no document cites (else 409 naming the first that does). */
export async function remove(tenant: TenantScope, id: number) {
  return inTransaction(tenant, async (tx) => {
    const letter = await get(tx, id);
    const [cited] = await tx.db
      .select({ doc: documents })
      .from(letterOfIntentDocuments)
      .innerJoin(
        documents,
        joinOwned(
          documents,
          letterOfIntentDocuments,
          eq(documents.id, letterOfIntentDocuments.documentId),
        ),
      )
      .where(tx.owned(letterOfIntentDocuments, eq(letterOfIntentDocuments.letterId, id)))
      .orderBy(asc(documents.documentDate))
      .limit(1);
    if (cited) {
      throw conflict(
        msg('letters_of_intent.in_use', { protocol: letter.protocol, document: label(cited.doc) }),
      );
    }
    await tx.delete(lettersOfIntent, eq(lettersOfIntent.id, id));
    return letter;
  });
}
