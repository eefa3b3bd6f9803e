import { useCan } from '../../lib/useCan';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CreateButton,
  FilterButton,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocale,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ARTICLE_SORTS, type Article } from '../../../contract/articles';
import { formatMoney } from '../../lib/decimal';
import { ENUM_CHOICES, choiceKey } from '../../lib/enumChoices';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { PrintButton } from '../../lib/list/PrintButton';
import { TableOptionsButton } from '../../lib/list/TableOptionsButton';
import { ArticleImportButton } from './ArticleImportButton';
import { LifecycleChip } from './LifecycleChip';
import { articlePaths } from './paths';
import { articleStockColumns, belowMinFilter } from '../stock-movements/articleStockColumns';

const sortable = (source: string) => (ARTICLE_SORTS as readonly string[]).includes(source);

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="lifecycle" source="lifecycle_status" choices={ENUM_CHOICES.lifecycle} />,
  <SelectInput key="pricing" source="pricing_type" choices={ENUM_CHOICES.pricingType} />,
  belowMinFilter,
];

/** The toolbar of the list, with "Importa" (a .csv/.xlsx, previewed before it is written). */
const ArticleListActions = () => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <CreateButton to={articlePaths.create} label="app.labels.new_article" />
    <ArticleImportButton />
    <TableOptionsButton />
    <ExportMenuButton />
    <PrintButton />
  </TopToolbar>
);

const toEdit = (id: Identifier) => articlePaths.edit(id);

/** Translates an enum value of the record through its choices. */
const useEnumText = () => {
  const translate = useTranslate();
  return (choices: readonly { id: string | number; name: string }[], value: unknown) => {
    const key = choiceKey(choices, value);
    return key ? translate(key) : String(value ?? '');
  };
};

/** `/registry/articles`: the catalogue, searchable and filterable by lifecycle and pricing. */
export const ArticleList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const locale = useLocale();
  const enumText = useEnumText();
  // The warehouse works on quantities: no price column (the API sends none).
  const prices = useCan('articles', 'prices');
  const stock = useCan('stock-movements', 'list');
  const translate = useTranslate();
  return (
    <AppList
      resource="articles"
      filters={FILTERS}
      sort={{ field: 'code', order: 'ASC' }}
      actions={<ArticleListActions />}
    >
      {phone ? (
        <SimpleList<Article>
          primaryText={(record) => `${record.code} — ${record.description}`}
          secondaryText={(record) => (prices ? formatMoney(record.price, locale) : '')}
          tertiaryText={(record) => enumText(ENUM_CHOICES.lifecycle, record.lifecycle_status)}
          rowClick={toEdit}
        />
      ) : (
        <AppDataTable<Article> rowClick={toEdit} bulkActionButtons={false}>
          <AppDataTable.Col source="code" sx={{ whiteSpace: 'nowrap' }} />
          <AppDataTable.Col source="description" />
          <AppDataTable.Col
            source="unit"
            disableSort
            render={(record) => enumText(ENUM_CHOICES.unit, record.unit)}
          />
          {prices && (
            <AppDataTable.Col
              source="price"
              align="right"
              sx={{ whiteSpace: 'nowrap' }}
              render={(record) => formatMoney(record.price, locale)}
            />
          )}
          <AppDataTable.Col
            source="vat_rate"
            disableSort
            sx={{ whiteSpace: 'nowrap' }}
            render={(record) => enumText(ENUM_CHOICES.vatRate, record.vat_rate)}
          />
          <AppDataTable.Col
            source="lifecycle_status"
            disableSort={!sortable('lifecycle_status')}
            field={LifecycleChip}
          />
          {stock && articleStockColumns(locale, translate)}
          <AppDataTable.Col
            source="pricing_type"
            render={(record) => enumText(ENUM_CHOICES.pricingType, record.pricing_type)}
          />
        </AppDataTable>
      )}
    </AppList>
  );
};
