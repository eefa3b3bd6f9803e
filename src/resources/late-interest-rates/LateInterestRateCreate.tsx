import { lateInterestRates } from '../../../contract/late-interest-rates';
import { RegistryCreate } from '../../lib/resources/registryScreens';
import { LateInterestRateInputs } from './LateInterestRateInputs';
import { lateInterestRatePaths } from './paths';

/** `/settings/late-interest-rates/add`: a new half-year's rate. */
export const LateInterestRateCreate = () => (
  <RegistryCreate
    resource="late-interest-rates"
    paths={lateInterestRatePaths}
    schema={lateInterestRates.input}
  >
    <LateInterestRateInputs />
  </RegistryCreate>
);
