import type { TranslationMessages } from 'react-admin';
import validation from '../../contract/messages/validation/fr';
import app from './app/fr';
import ra from './ra/fr';

/** French catalogue: react-admin's messages, the app's and the validation
 * messages it shares with the API. */
const messages: TranslationMessages = { ...ra, ...app, validation };

export default messages;
