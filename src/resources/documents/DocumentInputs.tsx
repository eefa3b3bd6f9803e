import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { useEffect, useRef } from 'react';
import { DateInput } from '../../lib/DateInput';
import { useWatch } from 'react-hook-form';
import type { DocumentType, SalesDocument } from '../../../contract/documents';
import { FormSection } from '../../lib/FormSection';
import { DocumentPaymentTermInput } from './DocumentDueDates';
import { documentNumber, statusOptions, takesRelatedInvoice } from './documentModel';

const field = (name: string) => `resources.documents.fields.${name}`;

type CustomerOption = { registry_code: string; general?: { name: string } };
const customerText = (customer?: CustomerOption) =>
  customer ? [customer.registry_code, customer.general?.name].filter(Boolean).join(' — ') : '';

type InvoiceOption = Pick<SalesDocument, 'number' | 'year' | 'customer'>;
const invoiceText = (invoice?: InvoiceOption) =>
  invoice ? `${documentNumber(invoice)} — ${invoice.customer?.name ?? ''}` : '';

/** A credit or debit note's corrected invoice, among the chosen customer's invoices. */
const RelatedInvoiceInput = () => {
  const customerId = useWatch({ name: 'customer_id' });
  return (
    <ReferenceInput
      source="related_document_id"
      reference="documents"
      filter={{ type: 'invoice', ...(customerId ? { customer_id: customerId } : {}) }}
      sort={{ field: 'document_date', order: 'DESC' }}
    >
      <AutocompleteInput
        label={field('related_document_id')}
        optionText={invoiceText}
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>
  );
};

/**
 * The document's header, shared by the new and edit pages: the customer from the registry,
 * reference, dates, the status (only where the server lets it go) and the description.
 */
export const DocumentInputs = ({ type }: { type: DocumentType }) => {
  const record = useRecordContext<SalesDocument>();
  const saved = record?.id !== undefined;
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
        />
      </ReferenceInput>
      <TextInput source="reference" label={field('reference')} />
      <DateInput source="document_date" label={field('document_date')} validate={required()} />
      <DateInput source="shipping_date" label={field('shipping_date')} />
      <SelectInput
        source="status"
        label={field('status')}
        choices={statusOptions(
          type,
          saved ? record.status : undefined,
          saved ? record.allowed_statuses : undefined,
        )}
        validate={required()}
      />
      {takesRelatedInvoice(type) && <RelatedInvoiceInput />}
      <DocumentPaymentTermInput />
      <TextInput
        source="description"
        label={field('description')}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormSection>
  );
};
