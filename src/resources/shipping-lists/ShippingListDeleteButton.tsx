import { useRecordContext } from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';
import { ConfirmDeleteButton } from '../../lib/ConfirmDeleteButton';
import { isConfirmed } from './shippingListModel';

const t = (key: string) => `shipping.delete.${key}`;
const MESSAGES = { title: t('title'), content: t('content'), done: t('done') };

/**
 * Deletes an open list after a confirmation (a 409, e.g. confirmed meanwhile, shows its
 * message). A confirmed list is never deleted: no button at all.
 */
export const ShippingListDeleteButton = (props: { redirectTo?: string; compact?: boolean }) => {
  const record = useRecordContext<ShippingList>();
  if (!record || isConfirmed(record)) return null;
  return <ConfirmDeleteButton resource="shipping-lists" messages={MESSAGES} {...props} />;
};
