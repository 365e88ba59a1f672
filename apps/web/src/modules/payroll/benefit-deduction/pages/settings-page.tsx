import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { AreaTabs } from '../components/bits.tsx';
import { benefitDeductionTypeScreens } from '../benefit-deduction.routes.tsx';
import '../i18n.ts';
import '../benefit-deduction.css';

/** /admin/payroll/benefit-deduction/settings: the types and the approver groups. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const cards = [
    {
      key: 'types',
      title: t('benefitDeduction.typesCard'),
      text: t('benefitDeduction.typesCardText'),
      to: benefitDeductionTypeScreens.paths.list.to,
    },
    {
      key: 'approvers',
      title: t('benefitDeduction.approversCard'),
      text: t('benefitDeduction.approversCardText'),
      to: '/admin/payroll/benefit-deduction/settings/approvers',
    },
  ];
  return (
    <>
      <PageHeader
        title={t('benefitDeduction.settingsTitle')}
        subtitle={t('benefitDeduction.settingsSubtitle')}
      />
      <AreaTabs active="settings" />
      <div className="cr-bd-cards">
        {cards.map((c) => (
          <Panel key={c.key} title={c.title} testId={`benefit-deduction-settings-${c.key}`}>
            <p>{c.text}</p>
            <Link to={c.to}>
              <Button
                icon={<RightOutlined />}
                tabIndex={-1}
                data-testid={`benefit-deduction-settings-${c.key}-open`}
              >
                {t('benefitDeduction.open')}
              </Button>
            </Link>
          </Panel>
        ))}
      </div>
    </>
  );
}
