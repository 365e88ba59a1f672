import {
  Alert,
  Button,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Skeleton,
  Tag,
} from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ALWAYS_INCLUDED_MODULES,
  MAX_BILLABLE_EMPLOYEES,
  paymentInitializeSchema,
  type PaymentInitializeInput,
  type PaymentInitialized,
} from '@clockroom/contracts';
import { errorNotice } from '../../../../platform/notify/error-notice.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { Money } from '../../../../platform/ui/money.tsx';
import { initializePaymentMutation, plansQuery } from '../api.ts';
import { previewQuote } from '../checkout.ts';
import { OrderCheckout } from './order-summary.tsx';

interface PlanStepProps {
  companyId: string;
  locked: boolean;
  onInitialized: (next: { companyId: string; order: PaymentInitialized }) => void;
  /** What to propose instead of Organisation alone and 10 employees (a renewal: the current ones). */
  defaults?: { modules: string[]; employees: number };
}

const field = paymentInitializeSchema.shape;

/** Billing period, modules and head count; the total is priced exactly as the server will. */
export function PlanStep({ companyId, locked, onInitialized, defaults }: PlanStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PaymentInitializeInput>();
  const plans = useQuery(plansQuery());
  const planId = Form.useWatch('plan_id', form);
  const modules = Form.useWatch('modules', form) ?? [];
  const employees: unknown = Form.useWatch('employees', form);
  const plan = plans.data?.results.find((p) => p.id === planId);
  const initialize = useMutation({
    ...initializePaymentMutation(),
    onSuccess: ({ data }, input) => onInitialized({ companyId: input.company_id, order: data }),
  });

  if (plans.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (plans.isError) {
    const failure = errorNotice(plans.error);
    return (
      <Alert
        type="error"
        showIcon
        title={t(failure.title)}
        action={<Button onClick={() => void plans.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  return (
    <AppForm<PaymentInitializeInput>
      name="payment-plan"
      form={form}
      initialValues={{
        company_id: companyId,
        plan_id: plans.data.results[0]?.id,
        modules: [...new Set([...ALWAYS_INCLUDED_MODULES, ...(defaults?.modules ?? [])])],
        employees: Math.min(defaults?.employees ?? 10, MAX_BILLABLE_EMPLOYEES),
      }}
      onFinish={(values) =>
        initialize.mutate({
          ...values,
          company_id: values.company_id.trim().toLowerCase(),
          modules: values.modules ?? [],
        })
      }
    >
      <Row gutter={24}>
        <Col xs={24} md={14}>
          <Form.Item name="company_id" label={t('company.field')} rules={[schemaRule(field.company_id, t)]}>
            <Input
              data-testid="company-id-input"
              disabled={locked}
              autoCapitalize="none"
              spellCheck={false}
            />
          </Form.Item>
          <Form.Item name="plan_id" label={t('billing.plan')} rules={[schemaRule(field.plan_id, t)]}>
            <Radio.Group className="cr-plan-options">
              {plans.data.results.map((p) => (
                <Radio.Button key={p.id} value={p.id} className="cr-plan-option">
                  <span className="cr-plan-name" data-testid={`plan-${p.id}`}>
                    {t(p.name)}
                    {p.discount_percent > 0 ? (
                      <Tag color="green" className="cr-plan-tag">
                        {t('billing.save', { percent: p.discount_percent })}
                      </Tag>
                    ) : null}
                  </span>
                  <span className="cr-plan-price">{t('billing.billedEvery', { count: p.months })}</span>
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          {plan ? (
            <Form.Item name="modules" label={t('billing.modules')} extra={t('billing.modulesHint')}>
              <Checkbox.Group className="cr-module-options">
                {plan.modules.map((m) => {
                  const included = m.always_included || ALWAYS_INCLUDED_MODULES.includes(m.module);
                  return (
                    <Checkbox key={m.module} value={m.module} disabled={included}>
                      <Flex
                        justify="space-between"
                        gap={12}
                        className="cr-module-option"
                        data-testid={`module-${m.module}`}
                      >
                        <span>
                          {t(m.name)} {included ? <Tag>{t('billing.included')}</Tag> : null}
                        </span>
                        <span className="cr-muted">
                          <Money value={m.price_per_employee} /> {t('billing.perEmployeeMonth')}
                        </span>
                      </Flex>
                    </Checkbox>
                  );
                })}
              </Checkbox.Group>
            </Form.Item>
          ) : null}
          <Form.Item name="employees" label={t('billing.employees')} rules={[schemaRule(field.employees, t)]}>
            <InputNumber
              data-testid="payment-employees"
              min={1}
              max={MAX_BILLABLE_EMPLOYEES}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <OrderCheckout
            order={previewQuote(plan?.id, modules, employees)}
            saving={initialize.isPending}
            testId="payment-continue"
          />
        </Col>
      </Row>
    </AppForm>
  );
}
