import { createElement } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_NAMES } from '@clockroom/contracts';
import type { MenuGroup } from '../../platform/routing/menu.ts';
import { useSelectedMenuPath } from './use-selected-menu-path.ts';
import { menuTestId } from './menu-test-id.ts';
import { MODULE_ICONS } from './module-icons.ts';
import { MENU_ICONS } from './menu-icons.ts';

interface AppMenuProps {
  groups: MenuGroup[];
  collapsed: boolean;
}

/** The sidebar: general entries at the top level, each module in its own sub-menu. */
export function AppMenu({ groups, collapsed }: AppMenuProps) {
  const { t } = useTranslation();
  const entries = groups.flatMap((g) => g.entries);
  const selected = useSelectedMenuPath(entries);

  const items: MenuProps['items'] = groups.flatMap((group) => {
    const children = group.entries.map((entry) => ({
      key: entry.path,
      icon: createElement(MENU_ICONS[entry.menu.icon]),
      label: (
        <Link to={entry.path} data-testid={menuTestId(entry.menu.name)}>
          {t(entry.menu.labelKey)}
        </Link>
      ),
    }));
    if (group.module === 'general') return children;
    return [
      {
        key: `module:${group.module}`,
        icon: createElement(MODULE_ICONS[group.module]),
        label: <span data-testid={`menu-module-${group.module}`}>{t(MODULE_NAMES[group.module])}</span>,
        children,
      },
    ];
  });
  const openModule = groups.find((g) => g.entries.some((e) => e.path === selected));

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={openModule && openModule.module !== 'general' ? [`module:${openModule.module}`] : []}
      items={items}
      className="cr-menu"
    />
  );
}
