import { useChangeable } from './useChangeable';
import ListIcon from '@mui/icons-material/List';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  Button,
  Edit,
  LinkBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';
import { PrintButton } from '../../lib/list/PrintButton';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { FormErrorsBridge, FormErrorsTarget } from '../../lib/form/FormErrorsBridge';
import { ConfirmListButton } from './ConfirmListButton';
import { InvoiceStatus } from './InvoiceStatus';
import { PrintDdtButton } from './PrintDdtButton';
import { ShippingItems } from './ShippingItems';
import { RecordHistory } from '../audit-entries/RecordHistory';
import { ShippingListDeleteButton } from './ShippingListDeleteButton';
import { ShippingListInputs } from './ShippingListInputs';
import { headerPayload } from './ddtModel';
import { isConfirmed, listNumber } from './shippingListModel';
import { shippingPaths } from './paths';

const EditActions = () => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <Button label="ra.action.list" component={LinkBase} to={shippingPaths.list}>
      <ListIcon />
    </Button>
    <PrintButton />
    <PrintDdtButton />
    <ConfirmListButton />
  </TopToolbar>
);

const Title = () => {
  const record = useRecordContext<ShippingList>();
  const translate = useTranslate();
  const number = listNumber(record) ?? translate('shipping.to_confirm');
  return <>{translate('shipping.edit_title', { number })}</>;
};

/** Above the form of a confirmed list: it says so, with its number and its invoicing. */
const ConfirmedBanner = () => {
  const record = useRecordContext<ShippingList>();
  const translate = useTranslate();
  if (!isConfirmed(record)) return null;
  return (
    <Alert severity="success" sx={{ m: 2, mb: 0 }} role="status">
      {translate('shipping.confirmed_banner', { number: listNumber(record) })}
      <Box sx={{ mt: 0.5 }}>
        <InvoiceStatus />
      </Box>
    </Alert>
  );
};

/** The header's form: editable while open, read-only without a toolbar once confirmed. */
const HeaderForm = () => {
  const record = useRecordContext<ShippingList>();
  // Confirmed, or a role that only reads DDTs: read-only, without a toolbar.
  const confirmed = !useChangeable(record);
  return (
    <SimpleForm
      warnWhenUnsavedChanges={!confirmed}
      resetOptions={{ keepDirtyValues: true }}
      toolbar={
        confirmed ? (
          false
        ) : (
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <ShippingListDeleteButton redirectTo={shippingPaths.list} />
          </Toolbar>
        )
      }
    >
      <FormErrorsTarget />
      <ShippingListInputs readOnly={confirmed} />
    </SimpleForm>
  );
};

/**
 * `/shipping/edit/{id}`: the DDT's header (pessimistic save with `version`), the items with
 * their labels (add from the orders' ready rows, bulk label status and printing), "Stampa
 * DDT" and "Conferma lista". Once confirmed the list is read-only, which a banner says with
 * whether the DDT is invoiced. Last, for the owner and the accountant, the list's
 * "Cronologia": its own entries (created, changed, items added, confirmed, deleted); an
 * item's own changes (`/shipping-lists/item/:id`, the item's id) are left out.
 */
export const ShippingListEdit = () => {
  const onError = useSaveErrorNotifier();
  const notify = useNotify();
  const onSuccess = () => notify('shipping.saved', { type: 'success' });
  return (
    <FormErrorsBridge>
      <Edit
        resource="shipping-lists"
        title={<Title />}
        mutationMode="pessimistic"
        mutationOptions={{ onError, onSuccess }}
        transform={headerPayload}
        redirect={false}
        redirectOnError={() => shippingPaths.list}
        actions={<EditActions />}
      >
        <ConfirmedBanner />
        <HeaderForm />
        <ShippingItems />
        <RecordHistory resource="shipping-lists" />
      </Edit>
    </FormErrorsBridge>
  );
};
