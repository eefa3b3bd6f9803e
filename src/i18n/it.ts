import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages/validation';
import server from '../../contract/messages/server/it';
import app from './app/it';
import ra from './ra/it';

/** Italian catalogue: react-admin's messages, the app's, the shared validation messages and the API's own (`server.*`, for
 * texts the SPA computes with the API's code, like the configurator's price preview). */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.it, server };

export default messages;
