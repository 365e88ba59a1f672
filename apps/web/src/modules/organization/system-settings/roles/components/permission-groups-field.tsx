import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionModuleGroup } from '@clockroom/contracts';

interface PermissionGroupsFieldProps {
  groups: PermissionModuleGroup[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
}

/** The permission checkboxes, one box per module with its own "select all" (a form control). */
export function PermissionGroupsField({
  groups,
  value = [],
  onChange,
  disabled,
}: PermissionGroupsFieldProps) {
  const { t } = useTranslation();
  const selected = new Set(value);
  const setGroup = (group: PermissionModuleGroup, ids: number[]) => {
    const inGroup = new Set(group.permissions.map((p) => p.id));
    onChange?.([...value.filter((id) => !inGroup.has(id)), ...ids].sort((a, b) => a - b));
  };
  return (
    <div className="cr-permission-groups">
      {groups.map((group) => {
        const ids = group.permissions.map((p) => p.id);
        const count = ids.filter((id) => selected.has(id)).length;
        return (
          <section
            key={group.module}
            className="cr-permission-group"
            data-testid={`permission-group-${group.module}`}
          >
            <div className="cr-permission-group-head">
              <Checkbox
                checked={count === ids.length && ids.length > 0}
                indeterminate={count > 0 && count < ids.length}
                disabled={disabled}
                onChange={(e) => setGroup(group, e.target.checked ? ids : [])}
                data-testid={`permission-all-${group.module}`}
              >
                <strong>{t(group.module_name)}</strong>
              </Checkbox>
              <span className="cr-muted">{t('roles.selectedCount', { count, total: ids.length })}</span>
            </div>
            <Checkbox.Group
              value={ids.filter((id) => selected.has(id))}
              disabled={disabled}
              onChange={(next) => setGroup(group, next)}
              aria-label={`${t(group.module_name)} · ${t('roles.selectAll')}`}
            >
              {group.permissions.map((p) => (
                <Checkbox key={p.id} value={p.id} data-testid={`permission-${p.slug.replaceAll(' ', '-')}`}>
                  <span className="cr-permission-label">{p.slug}</span>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </section>
        );
      })}
    </div>
  );
}
