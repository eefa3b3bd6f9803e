import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { carrierPaths } from './paths';

const CarrierCreate = lazyPage(() => import('./CarrierCreate').then((m) => m.CarrierCreate));
const CarrierEdit = lazyPage(() => import('./CarrierEdit').then((m) => m.CarrierEdit));
const CarrierList = lazyPage(() => import('./CarrierList').then((m) => m.CarrierList));

/** The carriers (vettori), `/registry/carriers`: who takes the goods, named on the DDT. */
export const carriers = defineResource({
  name: 'carriers',
  icon: LocalShippingIcon,
  recordRepresentation: 'name',
  paths: carrierPaths,
  screens: { list: CarrierList, create: CarrierCreate, edit: CarrierEdit },
  menu: { group: 'registry', label: 'resources.carriers.menu' },
  export: () => import('./carrierExport').then((m) => m.carrierExport),
});
