import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import type { UserDto } from '@rtm/contracts';
import { hasRole } from '@rtm/frontend/auth';
import { useTooltipDelay } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';
import { NAV_ITEMS, type NavItem } from './navItems';

type MenuItem = NonNullable<MenuProps['items']>[number];
type TFunction = ReturnType<typeof useShellTranslation>['t'];

/** Entries the user's role may see; the Administration group only when it has entries. */
function menuItems(user: UserDto | null, collapsed: boolean, t: TFunction): MenuItem[] {
  const toMenuItem = (item: NavItem): MenuItem => ({
    key: item.path,
    icon: item.icon,
    label: <Link to={item.path}>{t(item.labelKey)}</Link>,
  });
  const visible = NAV_ITEMS.filter((item) => hasRole(user, item.roles));
  const main = visible.filter((item) => !item.group).map(toMenuItem);
  const admin = visible.filter((item) => item.group === 'administration').map(toMenuItem);
  if (!admin.length) return main;
  // A collapsed (3rem) sider has no room for the group's title: a divider marks the group instead.
  return collapsed
    ? [...main, { type: 'divider', key: 'administration' }, ...admin]
    : [...main, { type: 'group', key: 'administration', label: t('nav.administration'), children: admin }];
}

export interface SidebarMenuProps {
  user: UserDto | null;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SidebarMenu({ user, collapsed, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const { t } = useShellTranslation();
  // The collapsed sider names each entry in a tooltip, opened with the spec's delays.
  const tooltip = useTooltipDelay();
  // Highlighted when the current path equals the entry's route.
  const selected = NAV_ITEMS.some((item) => item.path === pathname) ? [pathname] : [];
  return (
    <Menu
      mode="inline"
      items={menuItems(user, collapsed, t)}
      selectedKeys={selected}
      onClick={onNavigate}
      tooltip={tooltip}
      style={{ borderInlineEnd: 'none', background: 'transparent' }}
      aria-label={t('nav.main')}
    />
  );
}
