import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages';
import app from './app/hu';
import ra from './ra/hu';

/** Hungarian catalogue: react-admin's messages, the app's, and the shared validation messages. */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.hu };

export default messages;
