import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Segmented, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LoanCapModelType } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../../platform/hooks/use-debounced-value.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { PageError } from '../../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { LoanCapTable, capField } from '../components/loan-cap-table.tsx';
import { loanCapsQuery, refreshLoanCaps, saveLoanCapsMutation } from '../api.ts';
import '../i18n.ts';
import '../loan-settings.css';

/**
 * /admin/payroll/loan/settings/loan-cap/form: caps by branch (the spec's default) or by grade, each
 * row's amount editable in place; Save sends only the rows changed, an emptied one removes its cap.
 */
export default function LoanCapPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage loan settings');
  const [modelType, setModelType] = useState<LoanCapModelType>('branch');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 500);
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(new Map());
  const caps = useQuery({ ...loanCapsQuery(modelType, term), placeholderData: keepPreviousData });
  const save = useMutation({
    ...saveLoanCapsMutation(),
    onSuccess: async () => {
      await refreshLoanCaps(queryClient);
      setDrafts(new Map());
    },
  });

  const stored = new Map((caps.data?.results ?? []).map((r) => [r.model_id, capField(r.amount)]));
  const changed = [...drafts].filter(([id, value]) => stored.has(id) && stored.get(id) !== value.trim());
  const switchTo = (next: LoanCapModelType) => {
    setModelType(next);
    setSearch('');
    setDrafts(new Map());
  };
  const empty = term.trim()
    ? t('loanCap.emptyFor', { query: term.trim() })
    : t(modelType === 'grade' ? 'loanCap.emptyGrade' : 'loanCap.emptyBranch');

  return (
    <>
      <PageHeader back title={t('loanCap.title')} subtitle={t('loanCap.subtitle')} />
      <Panel testId="loan-cap-form">
        <div className="cr-loan-cap-toolbar">
          <span>{t('loanCap.modelType')}</span>
          <Segmented<LoanCapModelType>
            value={modelType}
            onChange={switchTo}
            options={[
              { value: 'branch', label: t('loanCap.branch') },
              { value: 'grade', label: t('loanCap.grade') },
            ]}
            data-testid="loan-cap-model-type"
          />
          <Input.Search
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t(modelType === 'grade' ? 'loanCap.searchGrade' : 'loanCap.searchBranch')}
            data-testid="loan-cap-search"
          />
        </div>
        {caps.isError ? (
          <PageError error={caps.error} onRetry={() => void caps.refetch()} />
        ) : (
          <LoanCapTable
            rows={caps.data?.results ?? []}
            loading={caps.isPending || caps.isFetching}
            drafts={drafts}
            editable={manage}
            empty={empty}
            onChange={(id, value) => setDrafts((prev) => new Map(prev).set(id, value))}
          />
        )}
        {manage ? (
          <div className="cr-loan-cap-footer">
            <Typography.Text type="secondary">
              {changed.length ? t('loanCap.changed', { count: changed.length }) : t('loanCap.hint')}
            </Typography.Text>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              disabled={changed.length === 0}
              title={changed.length === 0 ? t('loanCap.nothingChanged') : undefined}
              onClick={() =>
                save.mutate({
                  model_type: modelType,
                  caps: changed.map(([model_id, amount]) => ({ model_id, amount: amount.trim() || null })),
                })
              }
              data-testid="loan-cap-save"
            >
              {t('loanCap.save')}
            </Button>
          </div>
        ) : null}
      </Panel>
    </>
  );
}
