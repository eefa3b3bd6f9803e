import { AutocompleteInput, List, SearchInput, TextInput } from 'react-admin';
import { GENERAL_REG_SORTS } from '../../../contract/general-regs';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppListActions } from '../../lib/list/AppListActions';
import { AppPagination } from '../../lib/list/AppPagination';
import type { ExportColumn } from '../../lib/list/export/exportColumns';
import { DEFAULT_PER_PAGE } from '../../lib/list/paginationModel';
import { PROVINCE_CHOICES, useCountryChoices } from '../../lib/places';
import { generalRegPaths } from './paths';

const COLUMNS = ['name', 'vat_number', 'tax_code', 'city', 'province', 'phone', 'email'] as const;

// Columns the API can sort by (contract GENERAL_REG_SORTS); the others are not clickable.
const sortable = (source: string) => (GENERAL_REG_SORTS as readonly string[]).includes(source);

const EXPORT_COLUMNS: ExportColumn[] = [
  ...COLUMNS,
  'address',
  'zip',
  'country',
  'pec',
  'sdi_code',
].map((source) => ({ source, label: `resources.general-regs.fields.${source}` }));

const useFilters = () => {
  const countries = useCountryChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="city" source="city" />,
    <AutocompleteInput key="province" source="province" choices={PROVINCE_CHOICES} />,
    <AutocompleteInput key="country" source="country" choices={countries} />,
  ];
};

/** `/registry/general`: the general registry, searchable, filterable, sortable. */
export const GeneralRegList = () => {
  const filters = useFilters();
  return (
    <List
      resource="general-regs"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={DEFAULT_PER_PAGE}
      pagination={<AppPagination />}
      actions={
        <AppListActions
          createPath={generalRegPaths.create}
          exportColumns={EXPORT_COLUMNS}
          exportFileName="anagrafiche"
        />
      }
    >
      <AppDataTable rowClick={(id) => generalRegPaths.edit(id)} bulkActionButtons={false}>
        {COLUMNS.map((source) => (
          <AppDataTable.Col
            key={source}
            source={source}
            disableSort={!sortable(source)}
            sx={source === 'name' ? undefined : { whiteSpace: 'nowrap' }}
          />
        ))}
      </AppDataTable>
    </List>
  );
};
