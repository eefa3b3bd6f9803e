import ListIcon from '@mui/icons-material/List';
import type { ReactNode } from 'react';
import {
  Button,
  DeleteButton,
  LinkBase,
  SaveButton,
  Toolbar,
  TopToolbar,
  useResourceContext,
} from 'react-admin';
import { useCan } from '../useCan';
import { PrintButton } from '../list/PrintButton';

/** Above an edit form: back to the list, the resource's own links (`children`), and print. */
export const EditActions = ({ listPath, children }: { listPath: string; children?: ReactNode }) => (
  <TopToolbar className="no-print">
    <Button label="ra.action.list" component={LinkBase} to={listPath}>
      <ListIcon />
    </Button>
    {children}
    <PrintButton />
  </TopToolbar>
);

/**
 * Under an edit form: save, and delete (react-admin's asks `canAccess` itself); nothing for a
 * role that may not change the record. Delete asks first and waits for the server, so a 409
 * (the record is still in use) shows the server's message and the record stays.
 */
export const EditToolbar = ({ listPath }: { listPath: string }) => {
  // A role that only reads the resource sees the record, with nothing to save.
  const resource = useResourceContext()!;
  if (!useCan(resource, 'save')) return null;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={listPath} />
    </Toolbar>
  );
};
