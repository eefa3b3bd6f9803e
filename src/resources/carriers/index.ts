import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { columnMaker } from '../../lib/list/export/exportColumns';
import { defineResource } from '../../lib/resources/defineResource';
import { CarrierCreate } from './CarrierCreate';
import { CarrierEdit } from './CarrierEdit';
import { CARRIER_COLUMNS, CarrierList } from './CarrierList';
import { carrierPaths } from './paths';

const column = columnMaker('resources.carriers.fields');

/** The carriers (vettori), `/registry/carriers`: who takes the goods, named on the DDT. */
export const carriers = defineResource({
  name: 'carriers',
  icon: LocalShippingIcon,
  recordRepresentation: 'name',
  paths: carrierPaths,
  screens: { list: CarrierList, create: CarrierCreate, edit: CarrierEdit },
  menu: { group: 'registry', label: 'resources.carriers.menu' },
  export: {
    fileName: 'vettori',
    columns: [...CARRIER_COLUMNS, 'tax_code', 'address', 'zip', 'country', 'notes'].map((source) =>
      column(source),
    ),
  },
});
