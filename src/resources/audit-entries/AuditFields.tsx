import { useLocale, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../contract/audit-entries';
import { changedFields, formatMoment } from './auditModel';

/** When, in the reader's language and time zone. */
export const MomentField = ({ record }: { record: AuditEntry }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatMoment(record.at, useLocale())}</span>
);

/** What was done: the action's name, or its key for an action without one. */
export const ActionField = ({ record }: { record: AuditEntry }) => {
  const translate = useTranslate();
  return <>{translate(`enums.audit_action.${record.action}`, { _: record.action })}</>;
};

/** On what: the resource's name and the record's label. */
export const RecordField = ({ record }: { record: AuditEntry }) => {
  const translate = useTranslate();
  // A sign-in is the user's own: the "who" column says it all.
  if (!record.resource || record.resource === 'users') return null;
  const what = translate(`resources.${record.resource}.name`, {
    smart_count: 1,
    _: record.resource,
  });
  return (
    <>
      {[what, record.label ?? (record.record_id && `#${record.record_id}`)]
        .filter(Boolean)
        .join(' ')}
    </>
  );
};

/** An update's changed fields, as `name, email`. */
export const ChangesField = ({ record }: { record: AuditEntry }) => (
  <>{changedFields(record).join(', ')}</>
);
