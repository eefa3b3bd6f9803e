import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The language switcher: react-admin's  behaviour (useLocaleState, so
 * the i18nProvider loads the catalogue and remembers it), with an accessible name
 * ("Lingua: Italiano") that react-admin's own button leaves empty.
 */
export const LanguageMenuButton = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-haspopup="true"
        aria-label={`${translate('app.settings.language')}: ${current}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(l.locale);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
