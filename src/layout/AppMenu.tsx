import { Menu } from 'react-admin';
import { MenuGroup } from './MenuGroup';
import { MENU } from './menuItems';
import { ScrollShadowBox } from './ScrollShadowBox';

/** The sidebar menu of both layouts, links built from each area's spec paths. */
export const AppMenu = () => (
  <ScrollShadowBox>
    <Menu sx={{ mt: 1, pb: 2 }}>
      {MENU.map((group) => (
        <MenuGroup key={group.id} label={group.label} icon={group.icon}>
          {group.items.map((item) => (
            <Menu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={item.icon} />
          ))}
        </MenuGroup>
      ))}
    </Menu>
  </ScrollShadowBox>
);
