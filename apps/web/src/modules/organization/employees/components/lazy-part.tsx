import { Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** What a lazy part shows while its code downloads (first opening only): its panel title, a skeleton. */
export function PartLoading({ title, rows = 3 }: { title: string; rows?: number }) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      <div role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    </Panel>
  );
}

/** Renders `children` (a lazy part) with `PartLoading` under `title` until its code is there. */
export function LazyPart({ title, rows, children }: { title: string; rows?: number; children: ReactNode }) {
  return <Suspense fallback={<PartLoading title={title} rows={rows} />}>{children}</Suspense>;
}
