import { Typography } from 'antd';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../../../../platform/i18n/billing-translations.ts';
import { useSession } from '../../../../platform/session/session-store.ts';
import { PublicCard } from '../../../../platform/ui/public-card.tsx';
import { SubscriptionCheckout } from '../components/subscription-checkout.tsx';

/** Subscription payment: /payment (any company) and /activate/{id} (that company, pre-filled). */
export default function PaymentPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  const storedSlug = useSession((s) => s.company?.slug);
  const companyId = id ? decodeURIComponent(id) : undefined;
  return (
    <PublicCard
      wide
      title={companyId ? t('billing.activateTitle', { company: companyId }) : t('billing.title')}
      subtitle={t('billing.subtitle')}
      footer={
        <Typography.Text type="secondary">
          {t('billing.questions')} <Link to="/company">{t('auth.signIn')}</Link>
        </Typography.Text>
      }
    >
      <SubscriptionCheckout companyId={companyId ?? storedSlug ?? ''} locked={!!companyId} />
    </PublicCard>
  );
}
