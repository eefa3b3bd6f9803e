import { mergeTranslations, type TranslationMessages } from 'ra-core';
import raFrench from 'ra-language-french';
import validation from '../../contract/messages/validation/fr';
import app from './app/fr';
import overrides from './ra/overrides/fr';

/**
 * The French catalogue: react-admin's words (ra-language-french) with our overrides, the app's,
 * and the field messages it shares with the API.
 */
const messages: TranslationMessages = mergeTranslations(raFrench, overrides, app, { validation });

export default messages;
