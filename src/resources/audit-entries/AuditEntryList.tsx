import {
  DateInput,
  SelectInput,
  TextInput,
  TopToolbar,
  FilterButton,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '../../../contract/audit-entries';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { ActionField, ChangesField, MomentField, RecordField } from './AuditFields';
import { AUDIT_ACTIONS } from './actions';

const field = (name: string) => `resources.audit-entries.fields.${name}`;

/** `/settings/audit`: the company's audit trail, newest first, for the owner and the accountant. */
export const AuditEntryList = () => {
  const translate = useTranslate();
  const actions = AUDIT_ACTIONS.map((id) => ({ id, name: translate(`enums.audit_action.${id}`) }));
  const filters = [
    <SelectInput key="action" source="action" label={field('action')} choices={actions} alwaysOn />,
    <DateInput key="date_from" source="date_from" label={field('date_from')} alwaysOn />,
    <DateInput key="date_to" source="date_to" label={field('date_to')} alwaysOn />,
    <TextInput key="resource" source="resource" label={field('resource')} />,
    <TextInput key="record_id" source="record_id" label={field('record_id')} />,
  ];
  return (
    <AppList
      resource="audit-entries"
      title={translate('resources.audit-entries.name', { smart_count: 2 })}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      empty={false}
      actions={
        <TopToolbar className="no-print">
          <FilterButton />
          <ExportMenuButton />
        </TopToolbar>
      }
    >
      <AppDataTable<AuditEntry> rowClick={false} bulkActionButtons={false}>
        <AppDataTable.Col
          source="at"
          label={field('at')}
          disableSort
          render={(r) => <MomentField record={r as AuditEntry} />}
        />
        <AppDataTable.Col source="user_email" label={field('user_email')} disableSort />
        <AppDataTable.Col
          source="action"
          label={field('action')}
          disableSort
          render={(r) => <ActionField record={r as AuditEntry} />}
        />
        <AppDataTable.Col
          source="label"
          label={field('record')}
          disableSort
          render={(r) => <RecordField record={r as AuditEntry} />}
        />
        <AppDataTable.Col
          source="before"
          label={field('changes')}
          disableSort
          render={(r) => <ChangesField record={r as AuditEntry} />}
        />
        <AppDataTable.Col source="ip" label={field('ip')} disableSort />
      </AppDataTable>
    </AppList>
  );
};
