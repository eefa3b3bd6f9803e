import { translate, type Locale } from '../../contract/messages';
import { HttpError } from '../../server/lib/errors';

/** What `run` throws, as the user reads it in `locale` (an HttpError's message translated). */
export function thrownMessage(run: () => unknown, locale: Locale = 'en'): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return translate(error.reason, locale);
    throw error;
  }
  throw new Error('nothing was thrown');
}
