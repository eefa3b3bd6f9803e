import { mergeTranslations, type TranslationMessages } from 'ra-core';
import validation from '../../contract/messages/validation/hu';
import app from './app/hu';
import raHungarian from './ra/hu';

/**
 * The Hungarian catalogue: react-admin's words (ours, src/i18n/ra/hu.ts: there is no
 * ra-language-hungarian for react-admin 5), the app's, and the field messages it shares with
 * the API.
 */
const messages: TranslationMessages = mergeTranslations(raHungarian, app, { validation });

export default messages;
