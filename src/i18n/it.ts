import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages';
import app from './app/it';
import ra from './ra/it';

/** Italian catalogue: react-admin's messages, the app's, and the shared validation messages. */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.it };

export default messages;
