import { Drawer, Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { useCurrentUser } from '@rtm/frontend/auth';
import { AppHeader } from './AppHeader';
import { SidebarContent } from './SidebarContent';
import { useSidebarState } from './useSidebarState';

/** Sider 16rem (collapsed 3rem) on desktop, an 18rem slide-in sheet below 768 px (SPEC sections 2 and 9). */
export function AppLayout() {
  const { user } = useCurrentUser();
  const sidebar = useSidebarState();
  const { token } = theme.useToken();

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={!sidebar.isMobile}>
      {sidebar.isMobile ? (
        <Drawer
          placement="left"
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
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <SidebarContent user={user} collapsed={sidebar.collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader collapsed={sidebar.isMobile ? !sidebar.mobileOpen : sidebar.collapsed} onToggleSidebar={sidebar.toggle} />
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
