import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages';
import app from './app/de';
import ra from './ra/de';

/** German catalogue: react-admin's messages, the app's, and the shared validation messages. */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.de };

export default messages;
