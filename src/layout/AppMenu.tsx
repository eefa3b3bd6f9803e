import Box from '@mui/material/Box';
import { memo } from 'react';
import { Menu, useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { MenuGroup } from './MenuGroup';
import { menuFor } from './menu';
import { ScrollShadowBox } from './ScrollShadowBox';

/** An open menu's long labels ("Allgemeine Stammdaten") take a second line rather than an ellipsis. */
const WRAPPED_LABELS = {
  '& .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal' },
} as const;

/**
 * The sidebar menu of both layouts: the groups and links the areas declare (layout/menu.tsx).
 * A navigation landmark of plain links (react-admin's Menu keeps its arrow-key moves).
 * Only the links the user's role may open (menuFor). Memoised: see AppAppBar.
 */
export const AppMenu = memo(function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { identity } = useGetIdentity();
  const groups = menuFor(identity?.role ?? null);
  return (
    <ScrollShadowBox>
      <Box component="nav" aria-label={translate('app.menu.label')}>
        <Menu role="presentation" sx={[{ mt: 1, pb: 2 }, open && WRAPPED_LABELS]}>
          {groups.map((group) => (
            <MenuGroup key={group.id} label={group.label} icon={<group.icon />}>
              {group.items.map((item) => (
                <Menu.Item
                  key={item.to}
                  to={item.to}
                  primaryText={item.label}
                  leftIcon={<item.icon />}
                  role="link"
                />
              ))}
            </MenuGroup>
          ))}
        </Menu>
      </Box>
    </ScrollShadowBox>
  );
});
