import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  TextInput,
  useDataProvider,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { letterOfIntentInput, type LetterOfIntent } from '../../../../contract/letters-of-intent';
import type { Customer } from '../../../../contract/customers';
import { DateInput } from '../../../lib/DateInput';
import { DecimalInput } from '../../../lib/DecimalInput';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/decimal';
import { formResolver } from '../../../lib/form/formResolver';
import { InlineRows, inlineMessages } from '../../../lib/inline/InlineRows';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { LetterData } from './letterMethods';
import { PlafondMeter } from './PlafondMeter';

const resolver = formResolver(letterOfIntentInput);
const field = (name: string) => `resources.customers.letters.${name}`;
const wide = { gridColumn: { md: 'span 2' } };

/** The query key of a customer's letters (react-admin's refresh reads it again). */
const lettersKey = (customerId: unknown) => ['customers', 'letters-of-intent', customerId];

/**
 * "Dichiarazioni d'intento": a habitual exporter's letters, edited in place, each with its
 * plafond used by issued invoices (less credit notes) and what is left. An invoice dated in a
 * letter's period gets its rows at 0 % N3.5 and cites it; issuing past what is left is refused.
 */
export const CustomerLetters = () => {
  const record = useRecordContext<Customer>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: lettersKey(record?.id),
    queryFn: ({ signal }) => dataProvider.getLettersOfIntent(record!.id, signal),
    enabled: record?.id !== undefined,
  });
  if (!record) return null;
  const money = (value: string) => formatMoney(value, locale, 2);
  return (
    <InlineRows<LetterOfIntent, LetterData>
      rows={data ?? []}
      resource="letters-of-intent"
      columns={[
        { label: field('protocol'), render: (row) => row.protocol, heading: true },
        { label: field('protocol_date'), render: (row) => formatDate(row.protocol_date, locale) },
        {
          label: field('period'),
          render: (row) =>
            `${formatDate(row.valid_from, locale)} – ${formatDate(row.valid_to, locale)}`,
        },
        { label: field('amount'), render: (row) => money(row.amount), align: 'right' },
        {
          label: field('plafond'),
          render: (row) => <PlafondMeter amount={row.amount} used={row.used} />,
        },
        { label: field('left'), render: (row) => money(row.left), align: 'right' },
        {
          label: field('single_operation'),
          render: (row) => (row.single_operation ? translate('ra.boolean.true') : ''),
        },
      ]}
      inputs={
        <>
          <TextInput
            source="protocol"
            label={field('protocol')}
            helperText={field('protocol_help')}
            sx={wide}
          />
          <DateInput source="protocol_date" label={field('protocol_date')} />
          <DecimalInput source="amount" label={field('amount')} />
          <DateInput source="valid_from" label={field('valid_from')} />
          <DateInput source="valid_to" label={field('valid_to')} />
          <BooleanInput
            source="single_operation"
            label={field('single_operation')}
            helperText={field('single_operation_help')}
            sx={wide}
          />
          <TextInput source="notes" label={field('notes')} multiline sx={wide} />
        </>
      }
      resolver={resolver}
      defaults={(row) => ({
        protocol: row?.protocol ?? '',
        protocol_date: row?.protocol_date ?? null,
        amount: row?.amount ?? '',
        valid_from: row?.valid_from ?? null,
        valid_to: row?.valid_to ?? null,
        single_operation: row?.single_operation ?? false,
        notes: row?.notes ?? '',
      })}
      onCreate={(values) => dataProvider.createLetterOfIntent(record.id, values)}
      onUpdate={(row, values) =>
        dataProvider.updateLetterOfIntent(row.id, { ...values, version: row.version })
      }
      onDelete={(row) => dataProvider.deleteLetterOfIntent(row.id)}
      messages={inlineMessages('resources.customers.letters')}
    />
  );
};
