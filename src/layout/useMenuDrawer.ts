import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * Below the `md` breakpoint (768 px) the menu is a drawer over the page, opened by the app
 * bar's menu button (react-admin only switches below `sm`). The drawer starts closed; back
 * on a wide window the sidebar opens again.
 */
export function useMenuDrawer(): boolean {
  const drawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (drawer) setOpenRef.current(false);
    else if (previous.current) setOpenRef.current(true);
    previous.current = drawer;
  }, [drawer]);
  return drawer;
}
