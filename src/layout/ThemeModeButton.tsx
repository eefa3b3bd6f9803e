import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTranslate } from 'react-admin';
import { useSettings } from '../theme/SettingsContext';

/** Light / dark switch, remembered in the settings. */
export const ThemeModeButton = () => {
  const translate = useTranslate();
  const { settings, updateSettings } = useSettings();
  const dark = settings.mode === 'dark';
  const label = translate(dark ? 'app.settings.switch_to_light' : 'app.settings.switch_to_dark');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => updateSettings({ mode: dark ? 'light' : 'dark' })}
      >
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
};
