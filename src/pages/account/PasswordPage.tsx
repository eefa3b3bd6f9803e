import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  PasswordInput,
  SaveButton,
  Title,
  required,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_RULE } from '../../../contract/members';
import type { AppDataProvider } from '../../providers/dataProvider';
import { refreshProfile } from '../../providers/session';
import { useNotifyError } from '../../lib/useNotifyError';
import { shownFieldErrors } from '../../lib/serverErrors';

const shown = (field: string) => field === 'current_password' || field === 'new_password';

const t = (key: string) => `app.account.${key}`;

/**
 * `/account/password`: one's own password, from the user menu; also where a user signed in
 * with the initial password an owner gave is kept until they choose their own.
 */
export const PasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const forced = Boolean(identity?.mustChangePassword);

  const strong = (value: string) =>
    value && !PASSWORD_RULE.test(value) ? 'validation.password_weak' : undefined;
  const same = (value: string, values: Record<string, string>) =>
    value && value !== values.new_password ? t('mismatch') : undefined;

  const submit = async (values: Record<string, string>) => {
    try {
      await dataProvider.changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      });
    } catch (error) {
      // A wrong current password, a weak new one: under its input; anything else, a toast.
      return shownFieldErrors(error, shown) ?? notifyError(error, { shown });
    }
    await refreshProfile();
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    notify(t('changed'), { type: 'success' });
    navigate('/', { replace: true });
  };

  return (
    <Card sx={{ maxWidth: 520, mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        {forced && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(t('forced'))}
          </Alert>
        )}
        <Form onSubmit={submit}>
          <PasswordInput
            source="current_password"
            label={t(forced ? 'initial' : 'current')}
            validate={required()}
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="new_password"
            label={t('new')}
            helperText={t('rule')}
            validate={[required(), strong]}
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirm"
            label={t('confirm')}
            validate={[required(), same]}
            autoComplete="new-password"
            fullWidth
          />
          <SaveButton label={t('save')} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
