import { SelectInput, TextInput, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PA_DOCUMENT_TYPES } from '../../../contract/public-administration';
import type { SalesDocument } from '../../../contract/documents';
import type { Customer } from '../../../contract/customers';
import { DateInput } from '../../lib/DateInput';
import { FormSection } from '../../lib/FormSection';

const field = (name: string) => `resources.documents.pa.${name}`;
const upper = { '& input': { textTransform: 'uppercase' } };
const PA_FIELDS = ['pa_document_type', 'pa_document_id', 'pa_document_date', 'cig', 'cup'];

/** Whether the chosen customer is a public administration (the saved one's kind, else read). */
function useIsPa(customerId: number | undefined) {
  const record = useRecordContext<SalesDocument>();
  const known = record?.customer_id === customerId ? record?.customer?.buyer_kind : undefined;
  const { data } = useGetOne<Customer>(
    'customers',
    { id: customerId! },
    { enabled: customerId !== undefined && customerId !== null && known === undefined },
  );
  return (known ?? data?.buyer_kind) === 'public_administration';
}

/**
 * "Riferimenti della PA": the administration's purchase order, contract or agreement the
 * sale follows (number and date), its CIG and CUP, as the XML writes them
 * (DatiOrdineAcquisto / DatiContratto / DatiConvenzione). Shown for a public administration,
 * or when filled; an order's go to the invoice made from it.
 */
export const PaReferenceInputs = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const [customerId, ...values] = useWatch({ name: ['customer_id', ...PA_FIELDS] });
  const isPa = useIsPa(customerId ?? undefined);
  if (!isPa && !values.some(Boolean)) return null;
  return (
    <FormSection title="resources.documents.sections.pa">
      <SelectInput
        source="pa_document_type"
        label={field('document_type')}
        choices={PA_DOCUMENT_TYPES.map((id) => ({ id, name: translate(field(`types.${id}`)) }))}
        emptyText={field('no_document')}
        readOnly={readOnly}
      />
      <TextInput
        source="pa_document_id"
        label={field('document_id')}
        helperText={field('document_id_help')}
        slotProps={{ htmlInput: { maxLength: 20 } }}
        readOnly={readOnly}
      />
      <DateInput source="pa_document_date" label={field('document_date')} readOnly={readOnly} />
      <TextInput
        source="cig"
        label={field('cig')}
        helperText={field('cig_help')}
        sx={upper}
        slotProps={{ htmlInput: { maxLength: 10 } }}
        readOnly={readOnly}
      />
      <TextInput
        source="cup"
        label={field('cup')}
        helperText={field('cup_help')}
        sx={upper}
        slotProps={{ htmlInput: { maxLength: 15 } }}
        readOnly={readOnly}
      />
    </FormSection>
  );
};
