import { useState, type ReactElement } from 'react';
import { Alert, Drawer, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { appraisalSettingsEndpoints as S, type AppraiserSetting } from '@clockroom/contracts';
import { appraisersQuery } from '../api.ts';
import { AppraiserForm } from '../components/appraiser-form.tsx';
import { SettingsList } from '../components/settings-list.tsx';
import '../i18n.ts';
import '../appraisal-settings.css';

/**
 * /admin/hrm/appraisal/settings/appraisers: who appraises whom, set in a drawer with the employee
 * picker; anyone in no setting is appraised by their department head (the line_manager rule).
 */
export default function AppraisersPage(): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ record?: AppraiserSetting } | null>(null);
  return (
    <>
      <SettingsList<AppraiserSetting>
        title={t('apprSet.appraisersTitle')}
        subtitle={t('apprSet.appraisersHint')}
        testId="appraisers"
        query={appraisersQuery()}
        create={{ label: t('apprSet.addAppraiser'), target: () => setOpen({}) }}
        edit={(record) => () => setOpen({ record })}
        remove={S.appraiserDelete}
        empty={t('apprSet.appraisersEmpty')}
        nameOf={(row) => row.appraiser_name}
        note={
          <Alert
            type="info"
            showIcon
            className="cr-mb"
            title={t('apprSet.defaultRule')}
            description={t('apprSet.defaultRuleText')}
            data-testid="appraisers-default-rule"
          />
        }
        columns={[
          { title: t('apprSet.appraiser'), dataIndex: 'appraiser_name' },
          {
            title: t('apprSet.employees'),
            key: 'employees',
            render: (_v, row) => (
              <Flex gap={4} wrap>
                {row.employees.map((e) => (
                  <Tag key={e.id}>{e.name}</Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t(open?.record ? 'apprSet.editAppraiser' : 'apprSet.addAppraiser')}
        size="large"
        destroyOnHidden
      >
        {open ? <AppraiserForm record={open.record} onSaved={() => setOpen(null)} /> : null}
      </Drawer>
    </>
  );
}
