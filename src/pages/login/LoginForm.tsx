import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import { loginBody } from '../../../contract/session';
import { formResolver } from '../../lib/form/formResolver';

interface LoginFormProps {
  /** The wanted path of `?redirect=`, followed after login. */
  redirect: string | null;
}

const resolver = formResolver(loginBody);

/** E-mail and password; Enter submits; a failed attempt shows why, in the user's language. */
export const LoginForm = ({ redirect }: LoginFormProps) => {
  const translate = useTranslate();
  const login = useLogin();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    setError(null);
    try {
      await login({ email: values.email, password: values.password, redirect });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('ra.auth.sign_in_error'));
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} resolver={resolver} noValidate>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 3 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          source="email"
          type="email"
          label={translate('app.login.email')}
          autoComplete="username"
          autoFocus
          helperText={false}
        />
        <PasswordInput
          source="password"
          label={translate('app.login.password')}
          autoComplete="current-password"
          helperText={false}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading} sx={{ mt: 1 }}>
          {loading ? <CircularProgress size={22} color="inherit" /> : translate('app.login.submit')}
        </Button>
      </CardContent>
    </Form>
  );
};
