import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  AutocompleteInput,
  SearchInput,
  SimpleList,
  TextInput,
  type Identifier,
} from 'react-admin';
import { GENERAL_REG_SORTS, type GeneralReg } from '../../../contract/general-regs';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppListActions } from '../../lib/list/AppListActions';
import { AppList } from '../../lib/list/AppList';
import { PROVINCE_CHOICES, useCountryChoices } from '../../lib/places';
import { GENERAL_REG_COLUMNS as COLUMNS } from './generalRegExport';
import { generalRegPaths } from './paths';
import { printedVat } from '../../../contract/vat-formats';

// Columns the API can sort by (contract GENERAL_REG_SORTS); the others are not clickable.
const sortable = (source: string) => (GENERAL_REG_SORTS as readonly string[]).includes(source);

const useFilters = () => {
  const countries = useCountryChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="city" source="city" />,
    <AutocompleteInput key="province" source="province" choices={PROVINCE_CHOICES} />,
    <AutocompleteInput key="country" source="country" choices={countries} />,
  ];
};

const toEdit = (id: Identifier) => generalRegPaths.edit(id);

const place = (record: GeneralReg) =>
  record.city && `${record.city}${record.province ? ` (${record.province})` : ''}`;

/** Phones get a list of cards instead of the wide table. */
const PhoneList = () => (
  <SimpleList<GeneralReg>
    primaryText={(record) => record.name}
    secondaryText={(record) =>
      [record.vat_number && printedVat(record.country, record.vat_number), place(record)]
        .filter(Boolean)
        .join(' · ')
    }
    tertiaryText={(record) => record.phone ?? ''}
    rowClick={toEdit}
  />
);

/** `/registry/general`: the general registry, searchable, filterable, sortable. */
export const GeneralRegList = () => {
  const filters = useFilters();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppList
      resource="general-regs"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<AppListActions createPath={generalRegPaths.create} />}
    >
      {phone ? (
        <PhoneList />
      ) : (
        <AppDataTable rowClick={toEdit} bulkActionButtons={false}>
          {COLUMNS.map((source) => (
            <AppDataTable.Col
              key={source}
              source={source}
              disableSort={!sortable(source)}
              sx={source === 'name' ? undefined : { whiteSpace: 'nowrap' }}
            />
          ))}
        </AppDataTable>
      )}
    </AppList>
  );
};
