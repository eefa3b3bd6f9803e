import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm } from 'react-admin';
import { generalRegInput } from '../../../contract/general-regs';
import { GeneralRegInputs } from './GeneralRegInputs';
import { generalRegPaths } from './paths';

const resolver = zodResolver(generalRegInput);

/** `/registry/general/add`: a new registry entry, checked with the API's own schema. */
export const GeneralRegCreate = () => (
  <Create resource="general-regs" redirect={() => generalRegPaths.list}>
    <SimpleForm resolver={resolver} defaultValues={{ country: 'IT' }}>
      <GeneralRegInputs />
    </SimpleForm>
  </Create>
);
