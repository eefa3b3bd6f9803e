import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages';
import app from './app/en';
import ra from './ra/en';

/** English catalogue: react-admin's messages, the app's, and the shared validation messages. */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.en };

export default messages;
