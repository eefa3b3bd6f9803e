import FormHelperText from '@mui/material/FormHelperText';
import { useTranslate } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

/** The error at a dotted path of react-hook-form's errors (`table.prices.2`), if any. */
const errorAt = (errors: FieldErrors, path: string) => {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
};

/**
 * A server error on a part of the definition that has no input of its own (an option's
 * choices, the price table's shape or one of its lines).
 */
export const FieldError = ({ path }: { path: string }) => {
  const translate = useTranslate();
  const { errors } = useFormState({ name: path });
  const message = errorAt(errors, path);
  if (!message) return null;
  return (
    <FormHelperText error role="alert">
      {translate(message, { _: message })}
    </FormHelperText>
  );
};
