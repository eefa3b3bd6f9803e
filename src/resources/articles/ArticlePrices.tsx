import Box from '@mui/material/Box';
import { TextInput, useDataProvider, useLocale, useRecordContext } from 'react-admin';
import { articlePriceInput, type Article } from '../../../contract/articles';
import { DecimalInput } from '../../lib/DecimalInput';
import { formatDecimal, formatMoney } from '../../lib/decimal';
import { InlineRows, inlineMessages } from '../../lib/inline/InlineRows';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ArticlePrice, ArticlePriceData } from './articleMethods';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(articlePriceInput);
const field = (name: string) => `resources.articles.price_lists.${name}`;

/** The article's named price lists (e.g. "Rivenditori"), added, edited and deleted in place. */
export const ArticlePrices = () => {
  const record = useRecordContext<Article>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <InlineRows<ArticlePrice, ArticlePriceData>
        rows={record.prices ?? []}
        columns={[
          { label: field('list_name'), render: (row) => row.list_name },
          {
            label: field('price'),
            render: (row) => formatMoney(row.price, locale),
            align: 'right',
          },
          {
            label: field('min_quantity'),
            render: (row) => formatDecimal(row.min_quantity, locale),
            align: 'right',
          },
        ]}
        inputs={
          <>
            <TextInput source="list_name" label={field('list_name')} />
            <DecimalInput source="price" label={field('price')} />
            <DecimalInput source="min_quantity" label={field('min_quantity')} />
          </>
        }
        resolver={resolver}
        defaults={(row) =>
          row
            ? { list_name: row.list_name, price: row.price, min_quantity: row.min_quantity }
            : { list_name: '', price: '', min_quantity: '1' }
        }
        onCreate={(values) => dataProvider.createArticlePrice(record.id, values)}
        onUpdate={(row, values) => dataProvider.updateArticlePrice(record.id, row.id, values)}
        onDelete={(row) => dataProvider.deleteArticlePrice(record.id, row.id)}
        messages={inlineMessages('resources.articles.price_lists')}
      />
    </Box>
  );
};
