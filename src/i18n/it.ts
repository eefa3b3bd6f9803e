import { mergeTranslations, type TranslationMessages } from 'ra-core';
import raItalian from 'ra-language-italian';
import validation from '../../contract/messages/validation/it';
import app from './app/it';
import overrides from './ra/overrides/it';

/**
 * The Italian catalogue: react-admin's words (ra-language-italian, written for react-admin 3,
 * completed and corrected by our overrides), the app's, and the field messages it shares with
 * the API.
 */
const messages: TranslationMessages = mergeTranslations(raItalian, overrides, app, { validation });

export default messages;
