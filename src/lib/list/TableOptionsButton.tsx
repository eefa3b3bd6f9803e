import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TuneIcon from '@mui/icons-material/Tune';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { useSettings } from '../../theme/SettingsContext';
import { TABLE_OPTION_KEYS } from './tableOptions';

/** List toolbar menu toggling the table options; the choice is kept in the settings. */
export const TableOptionsButton = () => {
  const translate = useTranslate();
  const { settings, updateSettings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        label="app.list.table.title"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="true"
        className="no-print"
      >
        <TuneIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {TABLE_OPTION_KEYS.map((key) => (
          <MenuItem
            key={key}
            role="menuitemcheckbox"
            aria-checked={settings.table[key]}
            onClick={() => updateSettings({ table: { [key]: !settings.table[key] } })}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={settings.table[key]}
                tabIndex={-1}
                disableRipple
              />
            </ListItemIcon>
            <ListItemText primary={translate(`app.list.table.${key}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
