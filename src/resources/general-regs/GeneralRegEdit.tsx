import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
} from 'react-admin';
import ListIcon from '@mui/icons-material/List';
import { generalRegUpdate } from '../../../contract/general-regs';
import { PrintButton } from '../../lib/list/PrintButton';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { GeneralRegInputs } from './GeneralRegInputs';
import { generalRegPaths } from './paths';

const resolver = zodResolver(generalRegUpdate);
const toList = () => generalRegPaths.list;

const EditActions = () => (
  <TopToolbar className="no-print">
    <Button label="ra.action.list" to={generalRegPaths.list}>
      <ListIcon />
    </Button>
    <PrintButton />
  </TopToolbar>
);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {/* Asks first: resources.general-regs.message.delete_title / delete_content */}
    <DeleteButton mutationMode="pessimistic" redirect={generalRegPaths.list} />
  </Toolbar>
);

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
      actions={<EditActions />}
    >
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        <GeneralRegInputs />
      </SimpleForm>
    </Edit>
  );
};
