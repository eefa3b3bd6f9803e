import { Edit, SimpleForm } from 'react-admin';
import { generalRegUpdate } from '../../../contract/general-regs';
import { EditActions, EditToolbar } from '../../lib/form/EditChrome';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { GeneralRegInputs } from './GeneralRegInputs';
import { generalRegPaths } from './paths';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(generalRegUpdate);
const toList = () => generalRegPaths.list;

/**
 * `/registry/general/edit/:id`. Saves wait for the server (pessimistic) and send the
 * `version` read; a stale one (409) keeps the form as it is and says why.
 */
export const GeneralRegEdit = () => {
  const onError = useSaveErrorNotifier();
  return (
    <Edit
      resource="general-regs"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect={toList}
      redirectOnError={toList}
      actions={<EditActions listPath={generalRegPaths.list} />}
    >
      <SimpleForm
        resolver={resolver}
        warnWhenUnsavedChanges
        toolbar={<EditToolbar listPath={generalRegPaths.list} />}
      >
        <GeneralRegInputs />
      </SimpleForm>
    </Edit>
  );
};
