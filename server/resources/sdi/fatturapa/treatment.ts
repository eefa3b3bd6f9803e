import {
  allowsTreatment,
  BUYER_KIND_RULES,
  buyerKind,
  type Treatment,
} from '../../../../contract/buyer-kinds';
import { conflict, msg, type FieldErrors, type Message } from '../../../lib/errors';
import type { InvoiceXmlInput, XmlBuyer } from './model';

/** The buyer as a message names it: its name, or last and first name. */
const buyerName = (buyer: XmlBuyer) =>
  buyer.name ?? [buyer.lastName, buyer.firstName].filter(Boolean).join(' ');

/** A treatment as a set key: `22|`, `0|N3.2`. */
const treatmentKey = ({ vat_rate, vat_nature }: Treatment) =>
  `${Number(vat_rate)}|${Number(vat_rate) === 0 ? (vat_nature ?? '') : ''}`;

/** A row's treatment as people write it: `22 %`, `0 % N3.2`. */
const treatmentText = (rate: string, nature: string | null) =>
  Number(rate) === 0 ? `0 % ${nature ?? ''}`.trim() : `${Number(rate)} %`;

/**
 * The rows whose VAT treatment the buyer's kind does not allow (contract/buyer-kinds.ts): each
 * on its rate (an EU business charged Italian VAT) or its natura (N3.2 to an Italian buyer),
 * with a message naming the line, the buyer, its kind and what it allows. The kind follows the
 * country of the buyer's VAT id, else of its address. `corrected`: the rows of the invoice a
 * note corrects, whose treatments the note may reverse whatever the kind.
 */
export function treatmentFailures(
  input: Pick<InvoiceXmlInput, 'buyer' | 'rows'>,
  corrected: readonly Treatment[] = [],
) {
  const reversed = new Set(corrected.map(treatmentKey));
  const { buyer } = input;
  const kind = buyerKind({
    country: buyer.vatCountry ?? buyer.address.country,
    vat_number: buyer.vatNumber,
  });
  const rule = BUYER_KIND_RULES[kind];
  const failures: { field: string; message: Message }[] = [];
  input.rows.forEach((row, index) => {
    const treatment = { vat_rate: row.vatRate, vat_nature: row.vatNature };
    if (allowsTreatment(kind, treatment) || reversed.has(treatmentKey(treatment))) return;
    const params = {
      line: index + 1,
      treatment: treatmentText(row.vatRate, row.vatNature),
      customer: buyerName(buyer),
      kind: msg(`buyer_kind.${kind}`),
      natures: rule.natures.join(', '),
    };
    const zero = Number(row.vatRate) === 0;
    failures.push({
      field: `rows.${index}.${zero ? 'vat_nature' : 'vat_rate'}`,
      message: rule.taxable
        ? msg('documents.vat_treatment', params)
        : msg('documents.vat_treatment_zero', params),
    });
  });
  return failures;
}

/** 409 naming every row whose treatment the buyer's kind does not allow; the first in the message. */
export function assertTreatments(
  input: Pick<InvoiceXmlInput, 'buyer' | 'rows'>,
  corrected: readonly Treatment[] = [],
): void {
  const failures = treatmentFailures(input, corrected);
  if (!failures.length) return;
  const errors: FieldErrors = {};
  for (const failure of failures) errors[failure.field] ??= failure.message;
  throw conflict(failures[0].message, errors);
}
