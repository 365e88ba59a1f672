/** Icons a sidebar entry may use; app/navigation/menu-icons.ts maps each name to its component. */
export type MenuIconName =
  | 'ClusterOutlined'
  | 'DashboardOutlined'
  | 'FieldTimeOutlined'
  | 'FileTextOutlined'
  | 'HistoryOutlined'
  | 'HomeOutlined'
  | 'MobileOutlined'
  | 'SettingOutlined'
  | 'ShopOutlined'
  | 'SolutionOutlined'
  | 'TeamOutlined';
