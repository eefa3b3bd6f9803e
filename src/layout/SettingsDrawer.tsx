import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import {
  CARD_SKINS,
  DARK_SCHEMES,
  DIRECTIONS,
  LAYOUTS,
  LIGHT_SCHEMES,
  MAX_VISIBLE_TOASTS,
  NOTIFICATION_POSITIONS,
  PRIMARY_SCHEMES,
  THEME_MODES,
} from '../theme/settings';
import { DARK_SURFACES, LIGHT_SURFACES, PRIMARY_COLOURS } from '../theme/schemes';
import { useSettings } from '../theme/SettingsContext';
import { ChoiceGroup, SwatchGroup } from './SettingsControls';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The settings panel: every display setting of spec section 9, applied at once. */
export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { settings, updateSettings, resetSettings } = useSettings();
  const [locale, setLocale] = useLocaleState();
  const locales = useLocales();
  const label = (group: string, value: string | number) =>
    translate(`app.settings.${group}.${value}`);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': 'settings-title', sx: { width: { xs: '100%', sm: 360 } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id="settings-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2, overflowY: 'auto' }}>
        <ChoiceGroup
          title={translate('app.settings.language')}
          value={locale}
          options={locales.map((l) => ({ value: l.locale, label: l.name }))}
          onChange={setLocale}
        />
        <ChoiceGroup
          title={translate('app.settings.mode.title')}
          value={settings.mode}
          options={THEME_MODES.map((value) => ({ value, label: label('mode', value) }))}
          onChange={(mode) => updateSettings({ mode })}
        />
        <ChoiceGroup
          title={translate('app.settings.layout.title')}
          value={settings.layout}
          options={LAYOUTS.map((value) => ({ value, label: label('layout', value) }))}
          onChange={(layout) => updateSettings({ layout })}
        />
        <ChoiceGroup
          title={translate('app.settings.card_skin.title')}
          value={settings.cardSkin}
          options={CARD_SKINS.map((value) => ({ value, label: label('card_skin', value) }))}
          onChange={(cardSkin) => updateSettings({ cardSkin })}
        />
        <SwatchGroup
          title={translate('app.settings.primary_scheme')}
          value={settings.primaryScheme}
          options={PRIMARY_SCHEMES.map((value) => ({
            value,
            label: label('schemes', value),
            colour: PRIMARY_COLOURS[value].light,
          }))}
          onChange={(primaryScheme) => updateSettings({ primaryScheme })}
        />
        <SwatchGroup
          title={translate('app.settings.light_scheme')}
          value={settings.lightScheme}
          options={LIGHT_SCHEMES.map((value) => ({
            value,
            label: label('schemes', value),
            colour: LIGHT_SURFACES[value].background,
          }))}
          onChange={(lightScheme) => updateSettings({ lightScheme })}
        />
        <SwatchGroup
          title={translate('app.settings.dark_scheme')}
          value={settings.darkScheme}
          options={DARK_SCHEMES.map((value) => ({
            value,
            label: label('schemes', value),
            colour: DARK_SURFACES[value].paper,
          }))}
          onChange={(darkScheme) => updateSettings({ darkScheme })}
        />
        <ChoiceGroup
          title={translate('app.settings.direction.title')}
          value={settings.direction}
          options={DIRECTIONS.map((value) => ({ value, label: label('direction', value) }))}
          onChange={(direction) => updateSettings({ direction })}
        />
        <ChoiceGroup
          title={translate('app.settings.notifications.position')}
          value={settings.notifications.position}
          options={NOTIFICATION_POSITIONS.map((value) => ({
            value,
            label: label('notifications', value),
          }))}
          onChange={(position) => updateSettings({ notifications: { position } })}
          wrap
        />
        <ChoiceGroup
          title={translate('app.settings.notifications.visible')}
          value={String(settings.notifications.visible)}
          options={range(MAX_VISIBLE_TOASTS).map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(visible) => updateSettings({ notifications: { visible: Number(visible) } })}
        />
        <Divider />
        <Button variant="outlined" onClick={resetSettings}>
          {translate('app.settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
};
