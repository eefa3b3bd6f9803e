import ListIcon from '@mui/icons-material/List';
import type { ReactNode } from 'react';
import { Button, DeleteButton, LinkBase, SaveButton, Toolbar, TopToolbar } from 'react-admin';
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
 * Under an edit form: save, and delete. Delete asks first and waits for the server, so a 409
 * (the record is still in use) shows the server's message and the record stays.
 */
export const EditToolbar = ({ listPath }: { listPath: string }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={listPath} />
  </Toolbar>
);
