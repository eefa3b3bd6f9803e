import { useDataProvider, useLocale, useRecordContext } from 'react-admin';
import { DateInput } from '../../lib/DateInput';
import { dateTimeFormat } from '../../lib/intl';
import { customerPriceInput, type Customer } from '../../../contract/customers';
import { DecimalInput } from '../../lib/DecimalInput';
import { formatDecimal, formatMoney } from '../../lib/decimal';
import { InlineRows, inlineMessages } from '../../lib/inline/InlineRows';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { CustomerPrice, CustomerPriceData } from './customerMethods';
import { ArticleReferenceInput } from '../articles/ArticleReferenceInput';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(customerPriceInput);
const field = (name: string) => `resources.customers.prices.${name}`;

const formatDate = (value: string | null, locale: string) =>
  value ? dateTimeFormat(locale).format(new Date(`${value}T00:00:00`)) : '';

/** "Listino prezzi": the customer's own prices per article, edited in place (form data). */
export const CustomerPrices = () => {
  const record = useRecordContext<Customer>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  if (!record) return null;
  return (
    <InlineRows<CustomerPrice, CustomerPriceData & { customer_id?: number }>
      rows={record.prices ?? []}
      columns={[
        {
          label: field('article'),
          render: (row) => `${row.article.code} — ${row.article.description}`,
        },
        { label: field('price'), render: (row) => formatMoney(row.price, locale), align: 'right' },
        {
          label: field('min_quantity'),
          render: (row) => formatDecimal(row.min_quantity, locale),
          align: 'right',
        },
        { label: field('valid_from'), render: (row) => formatDate(row.valid_from, locale) },
        { label: field('valid_to'), render: (row) => formatDate(row.valid_to, locale) },
      ]}
      inputs={
        <>
          <ArticleReferenceInput label={field('article')} sx={{ gridColumn: { md: 'span 2' } }} />
          <DecimalInput source="price" label={field('price')} />
          <DecimalInput source="min_quantity" label={field('min_quantity')} />
          <DateInput source="valid_from" label={field('valid_from')} />
          <DateInput source="valid_to" label={field('valid_to')} />
        </>
      }
      resolver={resolver}
      defaults={(row) => ({
        customer_id: record.id,
        article_id: row?.article_id ?? null,
        price: row?.price ?? '',
        min_quantity: row?.min_quantity ?? '1',
        valid_from: row?.valid_from ?? null,
        valid_to: row?.valid_to ?? null,
      })}
      onCreate={({ customer_id: _id, ...values }) =>
        dataProvider.createCustomerPrice(record.id, values)
      }
      onUpdate={(row, { customer_id: _id, ...values }) =>
        dataProvider.updateCustomerPrice(record.id, row.id, values)
      }
      onDelete={(row) => dataProvider.deleteCustomerPrice(record.id, row.id)}
      messages={inlineMessages('resources.customers.prices')}
    />
  );
};
