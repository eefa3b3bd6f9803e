import type { TranslationMessages } from 'react-admin';
import { validationMessages } from '../../contract/messages/validation';
import server from '../../contract/messages/server/hu';
import app from './app/hu';
import ra from './ra/hu';

/** Hungarian catalogue: react-admin's messages, the app's, the shared validation messages and the API's own (`server.*`, for
 * texts the SPA computes with the API's code, like the configurator's price preview). */
const messages: TranslationMessages = { ...ra, ...app, validation: validationMessages.hu, server };

export default messages;
