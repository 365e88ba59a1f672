import type { ComponentType } from 'react';
import {
  ClusterOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  MobileOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MenuIconName } from '../../platform/routing/menu-icon-names.ts';

/** The sidebar's icons, loaded with the signed-in shell rather than with the route table. */
export const MENU_ICONS: Record<MenuIconName, ComponentType> = {
  ClusterOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  MobileOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
};
