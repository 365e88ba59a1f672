import { Select, type SelectProps } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_NAMES } from '@clockroom/contracts';
import type { MenuGroup } from '../../platform/routing/menu.ts';
import { useSelectedMenuPath } from './use-selected-menu-path.ts';

/** Below 600 px the sidebar becomes this selector (spec 1 §2 "A mobile header offers a module selector"). */
export function MobileModuleSelector({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useSelectedMenuPath(groups.flatMap((g) => g.entries));
  const toOption = (g: MenuGroup) => g.entries.map((e) => ({ value: e.path, label: t(e.menu.labelKey) }));
  const options: NonNullable<SelectProps['options']> = groups.flatMap(
    (g): NonNullable<SelectProps['options']> =>
      g.module === 'general' ? toOption(g) : [{ label: t(MODULE_NAMES[g.module]), options: toOption(g) }],
  );
  return (
    <Select
      data-testid="mobile-module-selector"
      aria-label={t('header.navigate')}
      className="cr-mobile-selector"
      value={selected}
      placeholder={t('header.navigate')}
      options={options}
      onChange={(path: string) => void navigate({ href: path })}
    />
  );
}
