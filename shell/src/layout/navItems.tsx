import type { ReactNode } from 'react';
import {
  AlertOutlined,
  ApartmentOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  HistoryOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { ACTIVITY_LOG_ROLES, USER_ROLES, type UserRole } from '@rtm/contracts';

export interface NavItem {
  label: string;
  path: string;
  icon: ReactNode;
  roles: readonly UserRole[];
  group?: 'Administration';
}

/** Sidebar entries and roles of SPEC section 2. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', icon: <DashboardOutlined />, roles: USER_ROLES },
  { label: 'Risks', path: '/risks', icon: <AlertOutlined />, roles: USER_ROLES },
  { label: 'Tasks', path: '/tasks', icon: <CheckSquareOutlined />, roles: USER_ROLES },
  { label: 'Activity', path: '/activity', icon: <HistoryOutlined />, roles: ACTIVITY_LOG_ROLES },
  { label: 'Users', path: '/users', icon: <TeamOutlined />, roles: ['system_admin'], group: 'Administration' },
  { label: 'Departments', path: '/departments', icon: <ApartmentOutlined />, roles: ['system_admin'], group: 'Administration' },
  { label: 'Settings', path: '/settings', icon: <SettingOutlined />, roles: ['system_admin'], group: 'Administration' },
];
