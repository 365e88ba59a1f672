import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORMULA_VARIABLES } from '@clockroom/contracts';
import { allPayBreakdownsQuery } from '../api.ts';

/**
 * What a formula may use (ADR 42): the variables, the other items' codes and the functions. Each name
 * is a button that adds it to the formula, so a code is never mistyped.
 */
export function FormulaHelp({ ownId, onInsert }: { ownId?: number; onInsert: (name: string) => void }) {
  const { t } = useTranslation();
  const items = useQuery(allPayBreakdownsQuery());
  const others = (items.data ?? []).filter((i) => i.id !== ownId);
  const name = (text: string, title: string, testId: string) => (
    <Button
      key={text}
      size="small"
      onClick={() => onInsert(text)}
      aria-label={t('payBreakdown.insert', { name: text })}
      title={title}
      data-testid={testId}
    >
      <code>{text}</code>
    </Button>
  );
  return (
    <div className="cr-pay-breakdown-help" data-testid="pay-breakdown-formula-help">
      <Typography.Text type="secondary">{t('payBreakdown.variables')}</Typography.Text>
      <Flex wrap gap={6}>
        {FORMULA_VARIABLES.map((v) => name(v, t(`payBreakdown.var.${v}`), `pay-breakdown-var-${v}`))}
      </Flex>
      <Typography.Text type="secondary">{t('payBreakdown.codes')}</Typography.Text>
      <Flex wrap gap={6}>
        {others.length > 0 ? (
          others.map((i) => name(i.code, i.allowance_name, `pay-breakdown-code-${i.code}`))
        ) : (
          <Typography.Text type="secondary">
            {items.isPending ? t('common.loading') : t('payBreakdown.noCodes')}
          </Typography.Text>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('payBreakdown.functions')}</Typography.Text>
      <Typography.Text className="cr-pay-breakdown-functions">
        {t('payBreakdown.functionsList')}
      </Typography.Text>
    </div>
  );
}
