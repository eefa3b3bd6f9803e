import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Customer } from '../../../../contract/customers';
import { SDD_SCHEMES, sddMandateInput, type SddMandate } from '../../../../contract/sdd-mandates';
import { Ltr } from '../../../lib/bidi/Bidi';
import { DateInput } from '../../../lib/DateInput';
import { formatDate } from '../../../lib/dates';
import { formResolver } from '../../../lib/form/formResolver';
import { InlineRows, inlineMessages } from '../../../lib/inline/InlineRows';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { MandateData } from './mandateMethods';
import { MandateState } from './MandateState';

const resolver = formResolver(sddMandateInput);
const field = (name: string) => `resources.customers.mandates.${name}`;
const SCHEMES = SDD_SCHEMES.map((id) => ({ id, name: field(`schemes.${id}`) }));

/**
 * "Mandati SEPA": what lets a direct-debit batch collect from the customer: the reference,
 * the signature date, CORE or B2B, recurrent or one-off, the debtor's IBAN. A mandate a batch
 * has used no longer changes.
 */
export const CustomerMandates = () => {
  const record = useRecordContext<Customer>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['customers', 'sdd-mandates', record?.id],
    queryFn: ({ signal }) => dataProvider.getSddMandates(record!.id, signal),
    enabled: record?.id !== undefined,
  });
  if (!record) return null;
  return (
    <InlineRows<SddMandate, MandateData>
      rows={data ?? []}
      resource="sdd-mandates"
      columns={[
        { label: field('reference'), render: (row) => row.reference, heading: true },
        {
          label: field('signature_date'),
          render: (row) => <Ltr>{formatDate(row.signature_date, locale)}</Ltr>,
        },
        { label: field('scheme'), render: (row) => translate(field(`schemes.${row.scheme}`)) },
        {
          label: field('recurrent'),
          render: (row) => translate(field(row.recurrent ? 'recurrent_yes' : 'recurrent_no')),
        },
        { label: field('iban'), render: (row) => <Ltr>{row.iban}</Ltr> },
        { label: field('collections'), render: (row) => String(row.collections), align: 'right' },
        { label: field('state'), render: (row) => <MandateState mandate={row} /> },
      ]}
      inputs={
        <>
          <TextInput source="reference" label={field('reference')} />
          <DateInput source="signature_date" label={field('signature_date')} />
          <SelectInput source="scheme" label={field('scheme')} choices={SCHEMES} />
          <BooleanInput source="recurrent" label={field('recurrent')} />
          <TextInput source="iban" label={field('iban')} />
          <TextInput source="bic" label={field('bic')} />
        </>
      }
      resolver={resolver}
      defaults={(row) => ({
        reference: row?.reference ?? '',
        signature_date: row?.signature_date ?? null,
        scheme: row?.scheme ?? 'CORE',
        recurrent: row?.recurrent ?? true,
        iban: row?.iban ?? record.iban ?? '',
        bic: row?.bic ?? '',
      })}
      onCreate={(values) => dataProvider.createSddMandate(record.id, values)}
      onUpdate={(row, values) =>
        dataProvider.updateSddMandate(row.id, { ...values, version: row.version })
      }
      onDelete={(row) => dataProvider.deleteSddMandate(row.id)}
      messages={inlineMessages('resources.customers.mandates')}
    />
  );
};
