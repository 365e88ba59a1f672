import { Link, useParams } from '@tanstack/react-router';
import { Alert, Button, Flex } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { taxTableQuery } from '../api.ts';
import { TaxTableForm } from '../components/tax-table-form.tsx';
import { adminTaxTableScreens } from '../statutory.routes.tsx';
import '../i18n.ts';
import '../statutory.css';

const { paths } = adminTaxTableScreens;

/**
 * /admin/payroll/pay-package/settings/statutory-deductions/edit/{id}; a locked version says why
 * instead, with the two ways on: read it, or start the new version that replaces it.
 */
export default function TaxTableEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={taxTableQuery(id)} title={t('statutory.editTitle')} subtitle={(r) => r.name}>
      {(record) =>
        record.locked ? (
          <Alert
            type="warning"
            showIcon
            title={t('statutory.lockedHint')}
            data-testid="statutory-edit-locked"
            description={
              <Flex wrap gap={8} className="cr-statutory-locked-actions">
                <Link {...paths.view(record.id)} data-testid="statutory-edit-locked-view">
                  <Button icon={<EyeOutlined />} tabIndex={-1}>
                    {t('statutory.seeVersion')}
                  </Button>
                </Link>
                <Link {...paths.create} data-testid="statutory-edit-locked-create">
                  <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                    {t('statutory.create')}
                  </Button>
                </Link>
              </Flex>
            }
          />
        ) : (
          <TaxTableForm key={record.id} record={record} />
        )
      }
    </RecordPage>
  );
}
