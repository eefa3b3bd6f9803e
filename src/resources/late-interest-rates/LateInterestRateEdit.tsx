import { lateInterestRates } from '../../../contract/late-interest-rates';
import { RegistryEdit } from '../../lib/resources/registryScreens';
import { LateInterestRateInputs } from './LateInterestRateInputs';
import { lateInterestRatePaths } from './paths';

/** `/settings/late-interest-rates/edit/:id`: a half-year's rate, with delete. */
export const LateInterestRateEdit = () => (
  <RegistryEdit
    resource="late-interest-rates"
    paths={lateInterestRatePaths}
    schema={lateInterestRates.update}
  >
    <LateInterestRateInputs />
  </RegistryEdit>
);
