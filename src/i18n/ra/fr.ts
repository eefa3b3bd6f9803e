import type { TranslationMessages } from 'react-admin';
import frenchMessages from 'ra-language-french';

/**
 * react-admin UI messages in French.
 *
 * ra-language-french v5 is complete with respect to ra-language-english (checked by
 * tests/unit/ra-catalogues.test.ts), so it is re-exported unchanged. Like the other
 * catalogues it deliberately leaves `%{name}` out of a few sentences where the value would
 * be a bare noun of unknown gender (see the test for the exact list).
 */
const messages: TranslationMessages = frenchMessages;

export default messages;
