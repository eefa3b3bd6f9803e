import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages/validation';
import server from '../../contract/messages/server/de';
import app from './app/de';
import ra from './ra/de';

/** German catalogue: react-admin's messages, the app's, the shared validation messages and the API's own (`server.*`, for
 * texts the SPA computes with the API's code, like the configurator's price preview). */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.de, server };

export default messages;
