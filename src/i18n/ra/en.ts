import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';

/** react-admin UI messages in English: the reference catalogue for every other language. */
const messages: TranslationMessages = englishMessages;

export default messages;
