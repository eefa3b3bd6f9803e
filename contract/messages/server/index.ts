import type { Locale } from '../locale';
import de from './de';
import en from './en';
import fr from './fr';
import hu from './hu';
import it from './it';

export type { ServerCatalogue, ServerKey } from './en';

/** The API's messages per language (`contract/messages/server/<lang>.ts`). */
export const serverMessages = { it, en, de, fr, hu } satisfies Record<
  Locale,
  Record<keyof typeof en, string>
>;
