import type { ReactNode } from 'react';
import {
  AlertOutlined,
  ApartmentOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FilePdfOutlined,
  HistoryOutlined,
  LineChartOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { ACTIVITY_LOG_ROLES, RISK_STATS_ROLES, USER_ROLES, type UserRole } from '@rtm/contracts';

export interface NavItem {
  /** Key of the entry's label in the shell's catalogue. */
  labelKey:
    | 'nav.dashboard'
    | 'nav.risks'
    | 'nav.trends'
    | 'nav.tasks'
    | 'nav.activity'
    | 'nav.reports'
    | 'nav.users'
    | 'nav.departments'
    | 'nav.settings';
  path: string;
  icon: ReactNode;
  roles: readonly UserRole[];
  group?: 'administration';
}

/** Sidebar entries and roles of SPEC section 2. */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav.dashboard', path: '/', icon: <DashboardOutlined />, roles: USER_ROLES },
  { labelKey: 'nav.risks', path: '/risks', icon: <AlertOutlined />, roles: USER_ROLES },
  // Issue 26: the register over time (a page of the risks remote).
  { labelKey: 'nav.trends', path: '/risks/trends', icon: <LineChartOutlined />, roles: RISK_STATS_ROLES },
  { labelKey: 'nav.tasks', path: '/tasks', icon: <CheckSquareOutlined />, roles: USER_ROLES },
  { labelKey: 'nav.activity', path: '/activity', icon: <HistoryOutlined />, roles: ACTIVITY_LOG_ROLES },
  // Issue 29: committee packs (a page of the admin remote).
  { labelKey: 'nav.reports', path: '/reports', icon: <FilePdfOutlined />, roles: RISK_STATS_ROLES },
  { labelKey: 'nav.users', path: '/users', icon: <TeamOutlined />, roles: ['system_admin'], group: 'administration' },
  { labelKey: 'nav.departments', path: '/departments', icon: <ApartmentOutlined />, roles: ['system_admin'], group: 'administration' },
  { labelKey: 'nav.settings', path: '/settings', icon: <SettingOutlined />, roles: ['system_admin'], group: 'administration' },
];
