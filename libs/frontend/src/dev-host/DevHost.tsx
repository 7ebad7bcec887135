import type { ComponentType } from 'react';
import { Button, Card, Flex, Layout, Typography } from 'antd';
import { Link, Navigate, Route, Routes } from 'react-router';
import { logout, useCurrentUser } from '../auth';
import { AppProviders } from '../providers';
import { LoadingScreen, useThemeMode } from '../ui';
import type { RemoteRouteTable } from '../mf-runtime';
import { DevLogin } from './DevLogin';

export interface DevHostProps {
  /** e.g. 'mfe-admin' */
  name: string;
  /** The remote's `./routes` table, mounted at `/<section>/*` as the shell does. */
  routes: RemoteRouteTable;
  /** Other exposed components, shown on /_widgets. */
  widgets?: Record<string, ComponentType>;
}

/**
 * Minimal host so a remote runs alone in development (`npm run dev -w <remote>`): the providers the
 * shell normally gives (react-query, antd theme and App, current user, router) and a bare menu.
 */
export function DevHost(props: DevHostProps) {
  return (
    <AppProviders>
      <DevHostLayout {...props} />
    </AppProviders>
  );
}

function DevHostLayout({ name, routes, widgets = {} }: DevHostProps) {
  const { user, isLoading } = useCurrentUser();
  const { toggle } = useThemeMode();
  if (isLoading) return <LoadingScreen text="Loading..." fullPage />;
  if (!user) return <DevLogin />;
  const sections = Object.keys(routes);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Typography.Text strong style={{ color: '#fff' }}>
          {name} (dev host)
        </Typography.Text>
        {sections.map((s) => (
          <Link key={s} to={`/${s}`}>
            /{s}
          </Link>
        ))}
        {Object.keys(widgets).length > 0 && <Link to="/_widgets">widgets</Link>}
        <Flex gap={8} style={{ marginLeft: 'auto' }}>
          <Button size="small" onClick={toggle}>
            Theme
          </Button>
          <Button size="small" onClick={() => void logout()}>
            Logout
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          <Route index element={<Navigate to={`/${sections[0] ?? ''}`} replace />} />
          {sections.map((s) => {
            const Section = routes[s];
            return <Route key={s} path={`${s}/*`} element={<Section />} />;
          })}
          <Route
            path="_widgets"
            element={
              <Flex vertical gap={16}>
                {Object.entries(widgets).map(([key, Widget]) => (
                  <Card key={key} title={key}>
                    <Widget />
                  </Card>
                ))}
              </Flex>
            }
          />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
