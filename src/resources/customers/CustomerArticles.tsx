import { TextInput, useDataProvider, useRecordContext } from 'react-admin';
import { customerArticleInput, type Customer } from '../../../contract/customers';
import { InlineRows, inlineMessages } from '../../lib/inline/InlineRows';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { CustomerArticle, CustomerArticleData } from './customerMethods';
import { ArticleReferenceInput } from '../articles/ArticleReferenceInput';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(customerArticleInput);
const field = (name: string) => `resources.customers.articles.${name}`;

/** "Articoli del cliente": the customer's own codes and descriptions for our articles. */
export const CustomerArticles = () => {
  const record = useRecordContext<Customer>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return (
    <InlineRows<CustomerArticle, CustomerArticleData & { customer_id?: number }>
      rows={record.articles ?? []}
      columns={[
        {
          label: field('article'),
          render: (row) => `${row.article.code} — ${row.article.description}`,
        },
        { label: field('customer_code'), render: (row) => row.customer_code ?? '' },
        { label: field('description'), render: (row) => row.description ?? '' },
      ]}
      inputs={
        <>
          <ArticleReferenceInput label={field('article')} sx={{ gridColumn: { md: 'span 2' } }} />
          <TextInput source="customer_code" label={field('customer_code')} />
          <TextInput
            source="description"
            label={field('description')}
            sx={{ gridColumn: { md: 'span 2' } }}
          />
        </>
      }
      resolver={resolver}
      defaults={(row) => ({
        customer_id: record.id,
        article_id: row?.article_id ?? null,
        customer_code: row?.customer_code ?? '',
        description: row?.description ?? '',
      })}
      onCreate={({ customer_id: _id, ...values }) =>
        dataProvider.createCustomerArticle(record.id, values)
      }
      onUpdate={(row, { customer_id: _id, ...values }) =>
        dataProvider.updateCustomerArticle(record.id, row.id, values)
      }
      onDelete={(row) => dataProvider.deleteCustomerArticle(row.id)}
      messages={inlineMessages('resources.customers.articles')}
    />
  );
};
