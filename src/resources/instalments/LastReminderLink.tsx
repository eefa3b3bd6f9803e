import Link from '@mui/material/Link';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Instalment } from '../../../contract/instalments';
import { formatDate } from '../../lib/dates';
import { customerPaths } from '../customers/paths';

/**
 * The ledger's "Ultimo sollecito" cell: the level and date of the last reminder that listed
 * the instalment, or "Sollecita" on an overdue one never reminded; either opens the
 * customer's reminders.
 */
export const LastReminderLink = () => {
  const record = useRecordContext<Instalment>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record || (!record.last_reminder && record.days_overdue <= 0)) return null;
  const text = record.last_reminder
    ? translate('resources.instalments.last_reminder', {
        level: record.last_reminder.level,
        date: formatDate(record.last_reminder.date, locale),
      })
    : translate('resources.instalments.actions.remind');
  return (
    <Link
      component={RouterLink}
      to={`${customerPaths.edit(record.customer.id)}?tab=reminders`}
      onClick={(event) => event.stopPropagation()}
      variant="body2"
    >
      <bdi>{text}</bdi>
    </Link>
  );
};
