import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';

interface LoginFormProps {
  /** The wanted path of `?redirect=`, followed after login. */
  redirect: string | null;
}

// zod's e-mail pattern (contract/session.ts `loginBody`, which the API applies): the login
// page checks without loading zod.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const cleanEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

/** The fields' messages (keys react-admin translates): an e-mail and a password are needed. */
function validateLogin(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = cleanEmail(values.email);
  if (!email) errors.email = 'validation.required';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'validation.email';
  const password = typeof values.password === 'string' ? values.password : '';
  if (!password) errors.password = 'validation.required';
  else if (password.length > 200) errors.password = 'validation.too_long';
  return errors;
}

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
      await login({ email: cleanEmail(values.email), password: values.password, redirect });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('ra.auth.sign_in_error'));
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} validate={validateLogin} noValidate>
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
