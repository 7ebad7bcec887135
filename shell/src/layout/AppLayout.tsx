import { Drawer, Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { useCurrentUser } from '@rtm/frontend/auth';
import { useLanguage } from '@rtm/frontend/i18n';
import { AppHeader } from './AppHeader';
import { SidebarContent } from './SidebarContent';
import { useSidebarState } from './useSidebarState';

/**
 * Sider 16rem (collapsed 3rem) on desktop, an 18rem slide-in sheet below 768 px (SPEC sections 2 and 9),
 * both at the start edge: the left in English, the right in Arabic (the flex row follows `dir`).
 */
export function AppLayout() {
  const { user } = useCurrentUser();
  const sidebar = useSidebarState();
  const { token } = theme.useToken();
  const { direction } = useLanguage();

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={!sidebar.isMobile}>
      {sidebar.isMobile ? (
        <Drawer
          placement={direction === 'rtl' ? 'right' : 'left'}
          size="18rem"
          open={sidebar.mobileOpen}
          onClose={() => sidebar.setMobileOpen(false)}
          closable={false}
          styles={{ body: { padding: 0 } }}
          data-testid="sidebar-sheet"
        >
          <SidebarContent user={user} collapsed={false} onNavigate={() => sidebar.setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          collapsible
          collapsed={sidebar.collapsed}
          trigger={null}
          width="16rem"
          collapsedWidth="3rem"
          data-testid="sidebar"
          data-collapsed={sidebar.collapsed}
          // The sider runs the page's whole height (its background never stops short); its content stays in view.
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <div style={{ position: 'sticky', top: 0, height: '100vh' }}>
            <SidebarContent user={user} collapsed={sidebar.collapsed} />
          </div>
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader collapsed={sidebar.isMobile ? !sidebar.mobileOpen : sidebar.collapsed} onToggleSidebar={sidebar.toggle} />
        {/* Whatever text a screen shows (user-entered above all) breaks inside a long word rather than run out of its box. */}
        <Layout.Content style={{ padding: 24, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
