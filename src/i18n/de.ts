import type { TranslationMessages } from 'react-admin';
import validation from '../../contract/messages/validation/de';
import app from './app/de';
import ra from './ra/de';

/** German catalogue: react-admin's messages, the app's and the validation
 * messages it shares with the API. */
const messages: TranslationMessages = { ...ra, ...app, validation };

export default messages;
