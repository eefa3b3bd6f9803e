import type { TranslationMessages } from 'react-admin';
import validation from '../../contract/messages/validation/it';
import app from './app/it';
import ra from './ra/it';

/** Italian catalogue: react-admin's messages, the app's and the validation
 * messages it shares with the API. */
const messages: TranslationMessages = { ...ra, ...app, validation };

export default messages;
