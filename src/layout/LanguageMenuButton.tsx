import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The language switcher: react-admin's  behaviour (useLocaleState, so
 * the i18nProvider loads the catalogue and remembers it), with an accessible name
 * ("Lingua: Italiano") that react-admin's own button leaves empty. `compact` (the app bar
 * below `xl`, short of room): only its icon, the language's name in its tooltip.
 */
export const LanguageMenuButton = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  const name = `${translate('app.settings.language')}: ${current}`;
  const buttonProps = {
    color: 'inherit',
    'aria-haspopup': 'true',
    'aria-label': name,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;

  return (
    <>
      {compact ? (
        <Tooltip title={name}>
          <IconButton {...buttonProps}>
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          {...buttonProps}
          startIcon={<TranslateIcon />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
        >
          {current}
        </Button>
      )}
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
