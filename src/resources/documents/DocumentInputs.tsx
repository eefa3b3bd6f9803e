import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useEffect, useRef } from 'react';
import { DateInput } from '../../lib/DateInput';
import { useWatch } from 'react-hook-form';
import { isCommercial, type DocumentType, type SalesDocument } from '../../../contract/documents';
import { FormSection } from '../../lib/FormSection';
import { DestinationInput } from '../customers/DestinationInput';
import { DocumentPaymentTermInput } from './DocumentDueDates';
import { PaReferenceInputs } from './PaReferenceInputs';
import {
  documentNumber,
  DRAFT_NUMBER,
  isLocked,
  statusOptions,
  takesRelatedInvoice,
} from './documentModel';

const field = (name: string) => `resources.documents.fields.${name}`;

type CustomerOption = { registry_code: string; general?: { name: string } };
const customerText = (customer?: CustomerOption) =>
  customer ? [customer.registry_code, customer.general?.name].filter(Boolean).join(' — ') : '';

type InvoiceOption = Pick<SalesDocument, 'number' | 'year' | 'customer'>;

/** A credit or debit note's corrected invoice, among the chosen customer's issued invoices. */
const RelatedInvoiceInput = ({ readOnly }: { readOnly: boolean }) => {
  const customerId = useWatch({ name: 'customer_id' });
  const translate = useTranslate();
  const invoiceText = (invoice?: InvoiceOption) =>
    invoice
      ? `${documentNumber(invoice, translate(DRAFT_NUMBER))} — ${invoice.customer?.name ?? ''}`
      : '';
  return (
    <ReferenceInput
      source="related_document_id"
      reference="documents"
      filter={{
        type: 'invoice',
        issued: 'true',
        ...(customerId ? { customer_id: customerId } : {}),
      }}
      sort={{ field: 'document_date', order: 'DESC' }}
    >
      <AutocompleteInput
        label={field('related_document_id')}
        optionText={invoiceText}
        filterToQuery={(q: string) => ({ q })}
        readOnly={readOnly}
      />
    </ReferenceInput>
  );
};

/** A credit note with no corrected invoice says why (the server refuses to issue it else). */
const UnlinkedReasonInput = ({ readOnly }: { readOnly: boolean }) => {
  const related = useWatch({ name: 'related_document_id' });
  const reason = useWatch({ name: 'unlinked_reason' });
  if (related && !reason) return null;
  return (
    <TextInput
      source="unlinked_reason"
      label={field('unlinked_reason')}
      helperText={field('unlinked_reason_help')}
      readOnly={readOnly}
    />
  );
};

/**
 * The document's header, shared by the new and edit pages: the customer from the registry,
 * the place of delivery among its destinations, reference, dates, the status (only where the
 * server lets it go), the description, and a quote's validity and conditions. An
 * issued invoice or note shows them read-only but for the status. A public administration's
 * references follow in their own section.
 */
export const DocumentInputs = ({ type }: { type: DocumentType }) => {
  const readOnly = isLocked(useRecordContext<SalesDocument>());
  return (
    <>
      <DocumentHeaderInputs type={type} />
      <PaReferenceInputs readOnly={readOnly} />
    </>
  );
};

const DocumentHeaderInputs = ({ type }: { type: DocumentType }) => {
  const record = useRecordContext<SalesDocument>();
  const saved = record?.id !== undefined;
  const readOnly = isLocked(record);
  // A new document starts on the customer (AutocompleteInput's `autoFocus` does nothing).
  const customerRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!saved) customerRef.current?.focus();
  }, [saved]);
  return (
    <FormSection title="resources.documents.sections.header">
      <ReferenceInput
        source="customer_id"
        reference="customers"
        sort={{ field: 'registry_code', order: 'ASC' }}
      >
        <AutocompleteInput
          label={field('customer_id')}
          optionText={customerText}
          filterToQuery={(q: string) => ({ q })}
          validate={required()}
          TextFieldProps={{ inputRef: customerRef }}
          readOnly={readOnly}
        />
      </ReferenceInput>
      <DestinationInput readOnly={readOnly} />
      <TextInput source="reference" label={field('reference')} readOnly={readOnly} />
      <DateInput
        source="document_date"
        label={field('document_date')}
        validate={required()}
        // A rejected document's date may move within its series' dates (the server checks).
        readOnly={readOnly}
      />
      <DateInput source="shipping_date" label={field('shipping_date')} readOnly={readOnly} />
      <SelectInput
        source="status"
        label={field('status')}
        choices={statusOptions(
          type,
          saved ? record.status : undefined,
          saved ? record.allowed_statuses : undefined,
        )}
        validate={required()}
        // An invoice's or note's payment status follows its payments (Incassi).
        readOnly={!isCommercial(type)}
        helperText={isCommercial(type) ? undefined : 'resources.documents.fields.status_help'}
        // Read-only greys the help as if disabled: it is a hint to read (contrast AA).
        sx={{ '& .MuiFormHelperText-root': { color: 'text.secondary' } }}
      />
      {type === 'quote' && (
        <DateInput
          source="valid_until"
          label={field('valid_until')}
          helperText={field('valid_until_help')}
        />
      )}
      {takesRelatedInvoice(type) && <RelatedInvoiceInput readOnly={readOnly} />}
      {type === 'credit-note' && <UnlinkedReasonInput readOnly={readOnly} />}
      <DocumentPaymentTermInput readOnly={readOnly} />
      <TextInput
        source="description"
        label={field('description')}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
        readOnly={readOnly}
      />
      {type === 'quote' && (
        <TextInput
          source="conditions"
          label={field('conditions')}
          helperText={field('conditions_help')}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </FormSection>
  );
};
