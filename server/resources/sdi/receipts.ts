import { eq } from 'drizzle-orm';
import { translate, type Locale } from '../../../contract/messages';
import { SDI_STATUS, SdiStatus } from '../../../contract/enums';
import {
  MAX_RECEIPT_BYTES,
  type SdiReceiptItem,
  type SdiReceiptsResponse,
} from '../../../contract/sdi';
import { documents } from '../documents/table';
import { recordSdiEvents } from '../documents/sdi-history';
import { documentExtensions } from '../documents/extensions';
import { HttpError, msg, type Message } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { label } from '../documents/links';
import type { DocumentRecord } from '../documents/wire';
import { entryChunks, zipEntries } from '../../lib/zip';
import { readReceipt, type Receipt } from './receipt-parse';
import { applyRule } from './receipt-rules';
import { sdiStatusOf } from '../documents/sdi-state';

/** Receipts read from one upload at most (zips included): a few months of a busy company. */
export const MAX_RECEIPTS = 2_000;

/** An uploaded file: its name on the client and its bytes. */
export interface Upload {
  name: string;
  data: Buffer;
}

/** One receipt to read: its bytes, or why it cannot be read. */
interface Source {
  name: string;
  chunks?: () => AsyncIterable<Uint8Array>;
  failure?: Message;
}

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
const tooLarge = () => msg('sdi.receipt_too_large', { max: MAX_RECEIPT_BYTES / 1024 });
/** A refusal of the zip or XML readers, as the report says it; anything else is a bug. */
function failureOf(error: unknown): Message {
  if (!(error instanceof HttpError)) throw error;
  const { key } = error.reason;
  return key === 'import.too_large_unpacked' || key === 'import.compression_ratio'
    ? tooLarge()
    : msg('sdi.receipt_unreadable');
}

async function* whole(data: Uint8Array) {
  yield data;
}

/** The receipts of an upload: the file itself, or each entry of a zip (folders skipped). */
function* sourcesOf(upload: Upload): Generator<Source> {
  if (!isZip(upload.data)) {
    const { data } = upload;
    yield data.length > MAX_RECEIPT_BYTES
      ? { name: upload.name, failure: tooLarge() }
      : { name: upload.name, chunks: () => whole(data) };
    return;
  }
  let entries;
  try {
    entries = zipEntries(upload.data);
  } catch (error) {
    yield { name: upload.name, failure: failureOf(error) };
    return;
  }
  for (const entry of entries.values()) {
    if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) continue;
    const name = `${upload.name}/${entry.name}`;
    yield entry.size > MAX_RECEIPT_BYTES
      ? { name, failure: tooLarge() }
      : { name, chunks: () => entryChunks(upload.data, entry, MAX_RECEIPT_BYTES) };
  }
}

/**
 * The name the export gave the file a receipt is about: an intermediary that signs the files
 * (CAdES) sends `IT..._00001.xml.p7m`, and the SDI's receipts name that.
 */
export const sentName = (invoiceFile: string) => invoiceFile.replace(/\.p7m$/i, '');

type Result = Omit<SdiReceiptItem, 'message'> & { message: Message };

const statusName = (status: number) =>
  msg(`sdi_status.${SDI_STATUS.find(([id]) => id === status)?.[1] ?? 'to_send'}`);

/** Reads one receipt and applies it to the document sent under its NomeFile. */
async function applyOne(tx: TenantScope, source: Source): Promise<Result> {
  const unreadable = (message: Message): Result => ({
    file: source.name,
    kind: null,
    invoice_file: null,
    outcome: 'unreadable',
    document: null,
    sdi_status: null,
    message,
  });
  if (source.failure || !source.chunks) return unreadable(source.failure ?? tooLarge());
  let receipt: Receipt | null;
  try {
    receipt = await readReceipt(source.chunks());
  } catch (error) {
    return unreadable(failureOf(error));
  }
  if (!receipt) return unreadable(msg('sdi.receipt_not_sdi'));
  const base = { file: source.name, kind: receipt.kind, invoice_file: receipt.invoiceFile };
  const [doc] = (await tx
    .select(documents, eq(documents.sdiFileName, sentName(receipt.invoiceFile)))
    .for('update')) as DocumentRecord[];
  if (!doc) {
    return {
      ...base,
      outcome: 'unknown_file',
      document: null,
      sdi_status: null,
      message: msg('sdi.receipt_unknown_file', { file: receipt.invoiceFile }),
    };
  }
  const { outcome, status } = applyRule(sdiStatusOf(doc) ?? 0, receipt);
  if (outcome === 'updated') {
    await tx.update(
      documents,
      { sdiStatus: status, sdiError: receipt.kind === 'NS' ? receipt.errors : null },
      eq(documents.id, doc.id),
    );
    if (status === SdiStatus.rejected) await documentExtensions.sdiRejected(tx, doc);
    await recordSdiEvents(tx, [
      {
        documentId: doc.id,
        kind: 'receipt',
        fileName: receipt.invoiceFile,
        receipt: receipt.kind,
        detail: receipt.kind === 'NS' ? { errors: receipt.errors } : null,
      },
    ]);
  }
  const params = { document: label(doc), status: statusName(status) };
  return {
    ...base,
    outcome,
    document: {
      id: doc.id,
      type: doc.type,
      number: doc.number,
      series: doc.series,
      year: doc.year,
    },
    sdi_status: status,
    message:
      outcome === 'refused'
        ? msg('sdi.receipt_refused', { ...params, kind: msg(`sdi_receipt.${receipt.kind}`) })
        : msg(outcome === 'updated' ? 'sdi.receipt_updated' : 'sdi.receipt_unchanged', params),
  };
}

/**
 * Applies the SDI receipts uploaded (XML files, or zips of them) to the documents sent under
 * the file names they name, in one transaction, and answers a report line per receipt in
 * `locale`. A file that is not a receipt, or names no document of the company, is reported,
 * never an error of the whole upload (only too many receipts is: 413).
 */
export async function applyReceipts(
  tenant: TenantScope,
  uploads: Upload[],
  locale: Locale,
): Promise<SdiReceiptsResponse> {
  const results = await inTransaction(tenant, async (tx) => {
    const done: Result[] = [];
    for (const upload of uploads) {
      for (const source of sourcesOf(upload)) {
        if (done.length >= MAX_RECEIPTS) {
          throw new HttpError(413, msg('sdi.too_many_receipts', { max: MAX_RECEIPTS }));
        }
        done.push(await applyOne(tx, source));
      }
    }
    return done;
  });
  return {
    items: results.map((r) => ({ ...r, message: translate(r.message, locale) })),
    updated: results.filter((r) => r.outcome === 'updated').length,
  };
}
