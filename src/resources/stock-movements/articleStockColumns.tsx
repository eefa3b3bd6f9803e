import Chip from '@mui/material/Chip';
import { BooleanInput } from 'react-admin';
import type { Article } from '../../../contract/articles';
import { formatDecimal } from '../../lib/decimal';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { belowMinimum } from './stockModel';

const t = (key: string) => `resources.stock-movements.stock.${key}`;

/** The article list's "Sotto scorta" filter: available below the minimum. */
export const belowMinFilter = (
  <BooleanInput key="below_min" source="below_min" label={t('below_min')} />
);

const Col = AppDataTable.Col<Article>;

/**
 * The article list's stock columns: Giacenza, Impegnato, Disponibile (a warning chip when
 * below the minimum); empty for an article not stocked. Elements, not a component: the table
 * reads its columns from its direct children.
 */
export function articleStockColumns(locale: string, translate: (key: string) => string) {
  const quantity = (value: string, record: Article) =>
    record.stocked ? formatDecimal(value, locale) : '';
  return [
    ...(['on_hand', 'reserved'] as const).map((source) => (
      <Col
        key={source}
        source={source}
        label={t(source)}
        align="right"
        disableSort
        render={(record) => quantity(record[source], record)}
      />
    )),
    <Col
      key="available"
      source="available"
      label={t('available')}
      align="right"
      disableSort
      render={(record) =>
        belowMinimum(record) ? (
          <Chip
            size="small"
            color="warning"
            label={quantity(record.available, record)}
            title={translate(t('below_min'))}
          />
        ) : (
          quantity(record.available, record)
        )
      }
    />,
  ];
}
