import type { TranslationMessages } from 'react-admin';
import validation from '../../contract/messages/validation/hu';
import app from './app/hu';
import ra from './ra/hu';

/** Hungarian catalogue: react-admin's messages, the app's and the validation
 * messages it shares with the API. */
const messages: TranslationMessages = { ...ra, ...app, validation };

export default messages;
