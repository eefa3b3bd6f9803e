import { Create, SimpleForm } from 'react-admin';
import { generalRegInput } from '../../../contract/general-regs';
import { GeneralRegInputs } from './GeneralRegInputs';
import { generalRegPaths } from './paths';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(generalRegInput);

/**
 * `/registry/general/add`: a new registry entry, checked with the API's own schema.
 * Once saved, the entry opens for editing (react-admin's default), at its spec URL.
 */
export const GeneralRegCreate = () => (
  <Create resource="general-regs" redirect={(_resource, id) => generalRegPaths.edit(id!)}>
    <SimpleForm resolver={resolver} warnWhenUnsavedChanges defaultValues={{ country: 'IT' }}>
      <GeneralRegInputs />
    </SimpleForm>
  </Create>
);
