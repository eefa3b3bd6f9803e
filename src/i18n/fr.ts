import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages';
import app from './app/fr';
import ra from './ra/fr';

/** French catalogue: react-admin's messages, the app's, and the shared validation messages. */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.fr };

export default messages;
