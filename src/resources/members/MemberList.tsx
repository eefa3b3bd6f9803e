import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TopToolbar, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { ROLES, type Role } from '../../../contract/roles';
import type { Member } from '../../../contract/members';
import { ConfirmDeleteButton } from '../../lib/ConfirmDeleteButton';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { useNotifyError } from '../../lib/useNotifyError';
import { AddMemberButton } from './AddMemberButton';

const t = (key: string) => `resources.members.${key}`;
const DELETE = {
  title: t('message.delete_title'),
  content: t('message.delete_content'),
  done: t('notifications.deleted'),
};

/** A member's role, changed in place: the server keeps the last owner (its 409 says so). */
const RoleSelect = () => {
  const record = useRecordContext<Member>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [update, { isPending }] = useUpdate<Member>();
  if (!record) return null;
  const change = (role: Role) =>
    update(
      'members',
      { id: record.id, data: { role }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(t('notifications.role_changed'), {
            type: 'success',
            messageArgs: { name: record.name, role: translate(`enums.role.${role}`) },
          }),
        onError: (error) => notifyError(error),
      },
    );
  return (
    <TextField
      select
      size="small"
      value={record.role}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => change(event.target.value as Role)}
      slotProps={{ htmlInput: { 'aria-label': `${translate(t('fields.role'))}: ${record.name}` } }}
      sx={{ minWidth: 190 }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(`enums.role.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Removes a member (not oneself: another owner does that). */
const RemoveButton = () => {
  const record = useRecordContext<Member>();
  if (!record || record.is_self) return null;
  return <ConfirmDeleteButton resource="members" messages={DELETE} compact />;
};

/** `/settings/members`: who works for the company, with which role; the owner's screen. */
export const MemberList = () => {
  const translate = useTranslate();
  return (
    <AppList
      resource="members"
      title={translate(t('name'), { smart_count: 2 })}
      sort={{ field: 'name', order: 'ASC' }}
      empty={false}
      actions={
        <TopToolbar className="no-print">
          <AddMemberButton />
          <ExportMenuButton />
        </TopToolbar>
      }
    >
      <AppDataTable<Member> rowClick={false} bulkActionButtons={false}>
        <AppDataTable.Col
          source="name"
          label={t('fields.name')}
          render={(record) => (
            <>
              {record.name}
              {record.is_self && ` (${translate(t('you'))})`}
            </>
          )}
        />
        <AppDataTable.Col source="email" label={t('fields.email')} />
        <AppDataTable.Col source="role" label={t('fields.role')} field={RoleSelect} />
        <AppDataTable.Col
          source="must_change_password"
          label={t('fields.status')}
          disableSort
          render={(record) =>
            record.must_change_password ? (
              <Chip size="small" color="warning" label={translate(t('initial_password'))} />
            ) : null
          }
        />
        <AppDataTable.Col label=" " className="no-print" align="right">
          <RemoveButton />
        </AppDataTable.Col>
      </AppDataTable>
    </AppList>
  );
};
