import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveTypeDetail } from '@clockroom/contracts';
import { DetailDrawer } from '../../../../platform/ui/detail-drawer.tsx';
import { EditLink } from '../../../../platform/ui/create-link.tsx';
import { leaveTypeQuery } from '../api.ts';
import { leaveSettingsScreens } from '../leave-settings.routes.tsx';

/** Who a type is for, in words: everyone, or the names of its departments, grades or employees. */
function forWhom(type: LeaveTypeDetail): string[] {
  switch (type.category_type) {
    case 'department':
      return type.departments.map((d) => d.department_name);
    case 'station_grade':
      return type.grades.map((g) => g.grade_name);
    case 'employees':
      return type.employees.map((e) => e.employee_name);
    default:
      return [];
  }
}

/** The leave type list's side panel (spec 2 §2 "detail panel"); a failed read closes it (spec 2 §8). */
export function LeaveTypeDetailDrawer({
  id,
  onClose,
  canEdit,
}: {
  id: number | null;
  onClose: () => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const detail = useQuery({ ...leaveTypeQuery(id ?? 0), enabled: id !== null });
  const failed = detail.isError && id !== null;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  const type = detail.data;
  return (
    <DetailDrawer
      open={id !== null}
      title={type?.leave_name ?? t('leaveSettings.detailTitle')}
      onClose={onClose}
      loading={detail.isPending}
      extra={
        canEdit && type ? (
          <EditLink
            {...leaveSettingsScreens.paths.typeEdit(type.id)}
            label={t('words.edit')}
            testId="leave-type-detail-edit"
          />
        ) : null
      }
    >
      {type ? (
        <Descriptions column={1} bordered size="small" data-testid="leave-type-detail">
          <Descriptions.Item label={t('leaveSettings.id')}>{type.id}</Descriptions.Item>
          <Descriptions.Item label={t('leaveSettings.leaveType')}>
            <span data-testid="leave-type-detail-name">{type.leave_name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('leaveSettings.noOfDays')}>
            <span data-testid="leave-type-detail-days">
              {t('leaveSettings.daysCount', { count: type.applicable_days })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('leaveSettings.weekend')}>
            <span data-testid="leave-type-detail-weekend">
              {type.weekend.length
                ? type.weekend.map((d) => t(`leaveSettings.${d}`)).join(', ')
                : t('leaveSettings.noWeekend')}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('leaveSettings.gender')}>
            <span data-testid="leave-type-detail-gender">
              {type.gender ? t(`leaveSettings.${type.gender}`) : t('leaveSettings.anyGender')}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('leaveSettings.branch')}>
            {type.is_generic
              ? t('leaveSettings.branches.all')
              : (type.branch?.station_name ?? t('common.na'))}
          </Descriptions.Item>
          <Descriptions.Item label={t('leaveSettings.for')}>
            <div>{t(`leaveSettings.category.${type.category_type}`)}</div>
            {forWhom(type).map((name) => (
              <Tag key={name} className="cr-ls-tag">
                {name}
              </Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('leaveSettings.note')}>
            <span className="cr-wrap">{type.note || t('common.na')}</span>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </DetailDrawer>
  );
}
