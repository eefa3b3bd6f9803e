import { mergeTranslations, type TranslationMessages } from 'ra-core';
import raGerman from 'ra-language-german';
import validation from '../../contract/messages/validation/de';
import app from './app/de';
import overrides from './ra/overrides/de';

/**
 * The German catalogue: react-admin's words (ra-language-german, written for react-admin 3,
 * completed and corrected by our overrides), the app's, and the field messages it shares with
 * the API.
 */
const messages: TranslationMessages = mergeTranslations(raGerman, overrides, app, { validation });

export default messages;
