import { mergeTranslations, type TranslationMessages } from 'ra-core';
import raEnglish from 'ra-language-english';
import validation from '../../contract/messages/validation/en';
import app from './app/en';
import overrides from './ra/overrides/en';

/**
 * The English catalogue: react-admin's words (ra-language-english) with our overrides, the app's,
 * and the field messages it shares with the API.
 */
const messages: TranslationMessages = mergeTranslations(raEnglish, overrides, app, { validation });

export default messages;
