import { isCommercial } from '../../../../contract/document-types';
import type { DocumentType } from '../../../../contract/documents';
import { SdiStatus, selectsOf } from '../../../../contract/enums';
import { today } from '../../../lib/dates';
import { colourOf, SDI_COLOURS, type Choice } from '../../../lib/enumChoices';

/** Pure pieces of the SDI side of the invoice screens (docs/e-invoicing.md "SDI state"). */

/** Invoices and notes go to the SDI; orders never. */
export const hasSdi = (type: DocumentType) => !isCommercial(type);

export const sdiChoices = (): Choice<number>[] => selectsOf.sdiStatuses() as Choice<number>[];

/** The translation key of an SDI state, or null when unknown. */
export const sdiStatusKey = (status: number): string | null =>
  sdiChoices().find((choice) => choice.id === status)?.name ?? null;

export const sdiColour = (status: number) => colourOf(SDI_COLOURS, status);

/** A rejected document may be corrected, then marked to send again. */
export const canResend = (status: number | null | undefined) => status === SdiStatus.rejected;

/** The export's default period: the current month up to today (local dates). */
export function currentMonth(now = new Date()): { date_from: string; date_to: string } {
  return { date_from: today(new Date(now.getFullYear(), now.getMonth(), 1)), date_to: today(now) };
}

/** Saves a downloaded file under `name` (a link clicked in code). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** How many files a zip holds, from its end-of-central-directory record (0 if not a zip). */
export async function zipFileCount(zip: Blob): Promise<number> {
  const view = new DataView(await zip.slice(Math.max(0, zip.size - 22)).arrayBuffer());
  return view.byteLength === 22 && view.getUint32(0, true) === 0x06054b50
    ? view.getUint16(10, true)
    : 0;
}
