/**
 * The sidebar's icons, loaded with the signed-in shell rather than with the route table: each
 * MenuIconName under its own name (app-menu.tsx reads them as one object and checks none is missing).
 */
export {
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
