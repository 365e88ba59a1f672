import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyRemittance } from '@clockroom/contracts';

/** Statutory or custom, and disabled when it is off. */
export function RemittanceTags({ item }: { item: CompanyRemittance }) {
  const { t } = useTranslation();
  return (
    <span className="cr-statutory-tags">
      <Tag bordered={false} color={item.is_statutory ? 'blue' : undefined}>
        {item.is_statutory ? t('companyRemittance.statutory') : t('companyRemittance.custom')}
      </Tag>
      <Tag
        bordered={false}
        color={item.enabled ? 'green' : 'default'}
        data-testid={`remittance-status-${item.id}`}
      >
        {item.enabled ? t('companyRemittance.enabled') : t('companyRemittance.disabled')}
      </Tag>
    </span>
  );
}
