import { Flex, Tag } from 'antd';
import { ApartmentOutlined, EnvironmentOutlined, IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../../platform/ui/person-avatar.tsx';
import type { EmployeeDetail } from '@clockroom/contracts';
import { displayValue, fullName } from '../employee-fields.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import './profile-header.css';

/**
 * The avatar, name, status and whereabouts above a profile. The name and designation are plain
 * elements: antd Typography (its editor, copy and ellipsis) costs the page ~7.8 KB gzip for two lines
 * (docs/decisions/0010).
 */
export function ProfileHeader({ employee }: { employee: EmployeeDetail }) {
  const { t } = useTranslation();
  const name = fullName(employee);
  const designation = displayValue(employee.employee_designation);
  const active =
    employee.status === undefined || employee.status === null ? null : String(employee.status) === '1';
  return (
    <Panel className="cr-profile-header" testId="profile-header">
      <Flex gap={20} align="center" wrap>
        <PersonAvatar name={name} picture={employee.picture} size={88} />
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            <h3 className="cr-profile-name">{name}</h3>
            {active === null ? null : (
              <Tag color={active ? 'green' : 'default'}>
                {active ? t('profile.active') : t('profile.inactive')}
              </Tag>
            )}
          </Flex>
          {designation ? <span className="cr-profile-designation">{designation}</span> : null}
          <Flex gap={16} wrap className="cr-muted">
            {employee.pin !== undefined && employee.pin !== null && employee.pin !== '' ? (
              <span>
                <IdcardOutlined aria-hidden /> {t('profile.pin')}: {employee.pin}
              </span>
            ) : null}
            {employee.department ? (
              <span>
                <ApartmentOutlined aria-hidden /> {employee.department.department_name}
              </span>
            ) : null}
            {employee.branch ? (
              <span>
                <EnvironmentOutlined aria-hidden /> {employee.branch.station_name}
              </span>
            ) : null}
          </Flex>
        </Flex>
      </Flex>
    </Panel>
  );
}
