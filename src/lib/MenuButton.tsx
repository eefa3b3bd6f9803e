import Menu from '@mui/material/Menu';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-admin';

/** A react-admin button opening a menu of choices; `children` gets the function that closes it. */
export const MenuButton = ({
  label,
  icon,
  disabled,
  children,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        label={label}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="true"
      >
        {icon}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {children(() => setAnchor(null))}
      </Menu>
    </>
  );
};
