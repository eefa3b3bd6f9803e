import { carriers } from '../../../contract/carriers';
import { RegistryEdit } from '../../lib/resources/registryScreens';
import { CarrierInputs } from './CarrierInputs';
import { carrierPaths } from './paths';

/** `/registry/carriers/edit/:id`: a carrier's form, with delete. */
export const CarrierEdit = () => (
  <RegistryEdit resource="carriers" paths={carrierPaths} schema={carriers.update}>
    <CarrierInputs />
  </RegistryEdit>
);
