import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

interface MenuGroupProps {
  label: string;
  icon: ReactElement;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A collapsible group of menu links (after react-admin's demo SubMenu). */
export const MenuGroup = ({ label, icon, defaultOpen = true, children }: MenuGroupProps) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(defaultOpen);
  const text = translate(label);

  const header = (
    <MenuItem
      component="div"
      onClick={() => setOpen(!open)}
      role="button"
      aria-expanded={open}
      sx={{ borderRadius: 1.5, mx: 0.75, color: 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <Typography
        variant="inherit"
        noWrap
        sx={{
          flexGrow: 1,
          fontWeight: 600,
          fontSize: '0.8rem',
          textTransform: 'uppercase',
          letterSpacing: 0.4,
        }}
      >
        {text}
      </Typography>
      <ExpandMoreIcon
        fontSize="small"
        sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
      />
    </MenuItem>
  );

  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={text} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} unmountOnExit>
        <List dense component="div" disablePadding sx={{ pl: sidebarOpen ? 1.5 : 0 }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};
