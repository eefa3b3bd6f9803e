import { Link } from 'react-router-dom';
import { SelectInput, useLocale, useTranslate } from 'react-admin';
import type { StockMovement } from '../../../contract/stock-movements';
import { formatDecimal } from '../../lib/decimal';
import { DateFilterInput } from '../../lib/DateFilterInput';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { AppListActions } from '../../lib/list/AppListActions';
import { formatDate } from '../documents/documentModel';
import { shippingPaths } from '../shipping-lists/paths';
import { ArticleReferenceInput, articleText } from '../articles/ArticleReferenceInput';
import { ReverseButton } from './ReverseButton';
import { StockImportButton } from './StockImportButton';
import { stockPaths } from './paths';
import { reasonChoices, reasonLabel } from './stockModel';

const field = (name: string) => `resources.stock-movements.fields.${name}`;
const Col = AppDataTable.Col<StockMovement>;

const filters = [
  <ArticleReferenceInput sx={{ minWidth: 280 }} key="article" label={field('article')} alwaysOn />,
  <SelectInput
    key="reason"
    source="reason"
    label={field('reason')}
    choices={reasonChoices()}
    emptyText={field('all_reasons')}
    alwaysOn
  />,
  <DateFilterInput key="from" source="date_from" label={field('date_from')} alwaysOn />,
  <DateFilterInput key="to" source="date_to" label={field('date_to')} alwaysOn />,
];

/**
 * `/shipping/stock`: the stock ledger, newest first; filters by article, reason and dates; a
 * DDT's movement links to it; "Storna" reverses a movement once; "Crea" records an adjustment;
 * "Importa giacenze" sets the shelf from a spreadsheet.
 */
export const StockMovementList = () => {
  const locale = useLocale();
  const translate = useTranslate();
  return (
    <AppList
      resource="stock-movements"
      title={translate('resources.stock-movements.menu')}
      filters={filters}
      sort={{ field: 'date', order: 'DESC' }}
      actions={
        <AppListActions createPath={stockPaths.create}>
          <StockImportButton />
        </AppListActions>
      }
      empty={false}
    >
      <AppDataTable<StockMovement> rowClick={false} bulkActionButtons={false}>
        <Col source="date" label={field('date')} render={(r) => formatDate(r.date, locale)} />
        <Col
          source="article"
          label={field('article')}
          disableSort
          render={(r) => articleText(r.article)}
        />
        <Col
          source="quantity"
          label={field('quantity')}
          align="right"
          render={(r) => (
            <span style={{ color: r.quantity.startsWith('-') ? '#b71c1c' : '#1b5e20' }}>
              {r.quantity.startsWith('-') ? '' : '+'}
              {formatDecimal(r.quantity, locale)} {r.article.unit}
            </span>
          )}
        />
        <Col
          source="reason"
          label={field('reason')}
          render={(r) => translate(reasonLabel(r.reason))}
        />
        <Col
          source="shipping_list"
          label={field('document')}
          disableSort
          render={(r) =>
            r.shipping_list ? (
              <Link to={shippingPaths.edit(r.shipping_list.id)}>
                {translate('resources.stock-movements.ddt', {
                  number: `${r.shipping_list.number}/${r.shipping_list.year}`,
                })}
              </Link>
            ) : r.reverses_id !== null ? (
              `↩ ${r.reverses_id}`
            ) : (
              ''
            )
          }
        />
        <Col
          source="note"
          label={field('note')}
          disableSort
          render={(r) =>
            [
              r.note,
              r.reversed_by !== null &&
                translate('resources.stock-movements.reversed_by', { id: r.reversed_by }),
            ]
              .filter(Boolean)
              .join(' · ')
          }
        />
        <Col source="user" label={field('user')} disableSort />
        <Col label=" " className="no-print" align="right">
          <ReverseButton />
        </Col>
      </AppDataTable>
    </AppList>
  );
};
