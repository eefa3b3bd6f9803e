import PercentIcon from '@mui/icons-material/Percent';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { lateInterestRatePaths } from './paths';

const LateInterestRateCreate = lazyPage(() =>
  import('./LateInterestRateCreate').then((m) => m.LateInterestRateCreate),
);
const LateInterestRateEdit = lazyPage(() =>
  import('./LateInterestRateEdit').then((m) => m.LateInterestRateEdit),
);
const LateInterestRateList = lazyPage(() =>
  import('./LateInterestRateList').then((m) => m.LateInterestRateList),
);

/**
 * The late-payment interest rates, `/settings/late-interest-rates`: the ECB reference rate
 * of each half-year, which the reminders compute D.Lgs. 231/2002 interest with.
 */
export const lateInterestRates = defineResource({
  name: 'late-interest-rates',
  icon: PercentIcon,
  recordRepresentation: 'valid_from',
  paths: lateInterestRatePaths,
  screens: {
    list: LateInterestRateList,
    create: LateInterestRateCreate,
    edit: LateInterestRateEdit,
  },
  menu: { group: 'settings', label: 'resources.late-interest-rates.menu' },
  export: () => import('./lateInterestRateExport').then((m) => m.lateInterestRateExport),
});
