import { msg, translate } from '../../contract/messages';

/**
 * What the API answers, word for word, in Italian (the msw handlers send what the real server
 * would, so a test sees the texts users see).
 */
export const staleVersionMessage = (
  what: 'record.document' | 'record.general_reg' | 'record.customer' | 'record.article',
  current: number,
  edited: number,
) => translate(msg('stale_version', { what: msg(what), current, edited }), 'it');

/** Part of every stale-version message in Italian, for `findByText`. */
export const STALE_VERSION_TEXT = /nel frattempo un altro utente ha salvato la versione/;
