import { carriers } from '../../../contract/carriers';
import { RegistryCreate } from '../../lib/resources/registryScreens';
import { CarrierInputs } from './CarrierInputs';
import { carrierPaths } from './paths';

/** `/registry/carriers/add`: a new carrier. */
export const CarrierCreate = () => (
  <RegistryCreate
    resource="carriers"
    paths={carrierPaths}
    schema={carriers.input}
    defaultValues={{ country: 'IT' }}
  >
    <CarrierInputs />
  </RegistryCreate>
);
