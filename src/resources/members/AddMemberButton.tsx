import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ROLES } from '../../../contract/roles';
import type { MemberInput } from '../../../contract/members';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../lib/useNotifyError';
import { shownFieldErrors } from '../../lib/serverErrors';

const shown = (field: string) => ['email', 'name', 'role'].includes(field);

const t = (key: string) => `resources.members.${key}`;

/**
 * "Aggiungi utente": e-mail, name and role. A new user's initial password is shown once, to
 * hand over; they change it at the first sign-in. A refusal puts its reason on the field.
 */
export const AddMemberButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ name: string; password: string | null } | null>(null);
  const close = () => {
    setOpen(false);
    setAdded(null);
  };
  const roles = ROLES.map((role) => ({ id: role, name: translate(`enums.role.${role}`) }));

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { item, initial_password } = await dataProvider.addMember(values as MemberInput);
      refresh();
      notify(t('notifications.added'), { type: 'success', messageArgs: { name: item.name } });
      setAdded({ name: item.name, password: initial_password });
    } catch (error) {
      // On the inputs when it names them (a duplicate e-mail), else a toast saying why.
      return shownFieldErrors(error, shown) ?? notifyError(error, { shown });
    }
  };

  return (
    <>
      <Button label={t('add')} onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="add-member-title" fullWidth>
        <DialogTitle id="add-member-title">{translate(t('add'))}</DialogTitle>
        {added ? (
          <>
            <DialogContent>
              {added.password ? (
                <>
                  <Typography gutterBottom>
                    {translate(t('password_once'), { name: added.name })}
                  </Typography>
                  <Typography
                    component="output"
                    aria-label={translate(t('initial_password'))}
                    sx={{ fontFamily: 'monospace', fontSize: '1.4rem', letterSpacing: 1 }}
                  >
                    {added.password}
                  </Typography>
                  <Alert severity="info" sx={{ mt: 2 }}>
                    {translate(t('password_hint'))}
                  </Alert>
                </>
              ) : (
                <Typography>{translate(t('existing_user'), { name: added.name })}</Typography>
              )}
            </DialogContent>
            <DialogActions>
              <Button label="ra.action.close" variant="contained" onClick={close} />
            </DialogActions>
          </>
        ) : (
          <Form onSubmit={submit} defaultValues={{ role: 'sales' }}>
            <DialogContent>
              <TextInput
                source="email"
                label={t('fields.email')}
                validate={required()}
                type="email"
                fullWidth
                autoFocus
              />
              <TextInput source="name" label={t('fields.name')} validate={required()} fullWidth />
              <SelectInput
                source="role"
                label={t('fields.role')}
                choices={roles}
                validate={required()}
                fullWidth
              />
            </DialogContent>
            <DialogActions>
              <Button label="ra.action.cancel" onClick={close} />
              <SaveButton label={t('add')} icon={<PersonAddIcon />} alwaysEnable />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
};
