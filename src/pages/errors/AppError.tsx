import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { ErrorInfo } from 'react';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { dedicatedStatus, isLocalHost } from './errorModel';
import { ErrorPage } from './ErrorPage';
import { StatusPage } from './StatusPages';

interface AppErrorProps {
  error: unknown;
  errorInfo?: ErrorInfo;
  /** Given by the top-level boundary; inside the layout, react-admin resets on navigation. */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const noop = () => undefined;

/**
 * react-admin's `error` component (render errors inside and outside the layout):
 * a dedicated page for 401/404/429/500, otherwise the generic Italian-first message.
 * The raw error is shown only on localhost.
 */
export const AppError = ({ error, errorInfo, resetErrorBoundary }: AppErrorProps) => {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noop);
  const retry = resetErrorBoundary ? () => resetErrorBoundary() : () => window.location.reload();
  const status = dedicatedStatus(error);
  if (status) return <StatusPage status={status} onRetry={retry} />;

  return (
    <ErrorPage
      icon={<ErrorOutlineIcon />}
      title={translate('app.errors.generic_title')}
      text={translate('app.errors.generic_text')}
      actions={
        <Button variant="contained" onClick={retry}>
          {translate('app.errors.retry')}
        </Button>
      }
    >
      {isLocalHost(window.location.hostname) && (
        <Box
          component="pre"
          data-testid="raw-error"
          sx={{
            textAlign: 'start',
            fontSize: 12,
            maxWidth: '90vw',
            overflow: 'auto',
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {error instanceof Error ? (error.stack ?? error.message) : String(error)}
          {errorInfo?.componentStack}
        </Box>
      )}
    </ErrorPage>
  );
};
