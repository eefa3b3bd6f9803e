import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { issueMessage } from '../../../contract/messages/issues';
import { translate } from '../../providers/translate';

/**
 * react-hook-form's zod resolver speaking our field messages: an issue without one of our
 * keys gets the key its code chooses, as the API's answers do (`contract/messages/issues.ts`),
 * so zod's English defaults ("Invalid input: expected string, received undefined") never
 * show under a field. A plain key is translated by react-admin when shown; one with
 * parameters ("at most %{maximum} characters") is filled in here.
 */
export function formResolver<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
) {
  return zodResolver(schema, {
    error: (issue) => {
      const message = issueMessage(issue);
      return typeof message === 'string'
        ? message
        : translate(message.key, message.params as Record<string, unknown>);
    },
  });
}
