import type { TranslationMessages } from 'react-admin';
import validation from '../../contract/messages/validation/en';
import app from './app/en';
import ra from './ra/en';

/** English catalogue: react-admin's messages, the app's and the validation
 * messages it shares with the API. */
const messages: TranslationMessages = { ...ra, ...app, validation };

export default messages;
