import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  CoffeeOutlined,
  FieldTimeOutlined,
  RiseOutlined,
  SolutionOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { PackageModule } from '@clockroom/contracts';

/** The icon of each module's sub-menu. */
export const MODULE_ICONS: Record<PackageModule, ComponentType> = {
  organization: ApartmentOutlined,
  attendance: FieldTimeOutlined,
  hrm: SolutionOutlined,
  payroll: WalletOutlined,
  performance: RiseOutlined,
  recruitment: UserAddOutlined,
  canteen: CoffeeOutlined,
};
