import { guarded } from '../../lib/useCan';
import AddIcon from '@mui/icons-material/Add';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import {
  Button,
  CreateBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../lib/DateInput';
import { today } from '../documents/documentModel';
import { CustomerInput } from './CustomerInput';
import { shippingPaths } from './paths';

const field = (name: string) => `shipping.fields.${name}`;

/**
 * "Nuova lista": a small dialog asking for the customer first (the DDT's recipient; left
 * empty, the first row added decides it) and the date (today); once created, the edit page
 * opens for the transport details and the rows, saying so. A list gets its number only when
 * confirmed. "Annulla" (or Esc) closes the dialog without creating anything.
 */
const NewShippingListButtonShown = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  // Its own words instead of react-admin's "Elemento creato", then on to the list's page.
  const onSuccess = (list: { id: number }) => {
    notify('shipping.create.created', { type: 'info' });
    redirect(shippingPaths.edit(list.id));
  };
  return (
    <>
      <Button label="shipping.create.button" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('shipping.create.title')}</DialogTitle>
        <DialogContent sx={{ p: 0 }}>
          <CreateBase
            resource="shipping-lists"
            record={{ customer_id: null, date: today() }}
            mutationOptions={{ onSuccess }}
          >
            <SimpleForm
              toolbar={
                <Toolbar sx={{ gap: 1 }}>
                  <SaveButton label="shipping.create.save" alwaysEnable />
                  <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
                </Toolbar>
              }
            >
              <CustomerInput focus helperText="shipping.help.customer_first" />
              <DateInput source="date" label={field('date')} validate={required()} />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
};

/** For the roles that may: create on shipping-lists (docs/roles.md). */
export const NewShippingListButton = guarded(
  'shipping-lists',
  'create',
  NewShippingListButtonShown,
);
