import { useTranslate } from 'react-admin';

/**
 * MUI Autocomplete's "No options" in the UI language: react-admin's AutocompleteInput leaves
 * it to MUI, whose default is English. Set as the theme's default `noOptionsText`.
 */
export const NoOptionsText = () => {
  const translate = useTranslate();
  return <>{translate('app.input.no_options')}</>;
};
