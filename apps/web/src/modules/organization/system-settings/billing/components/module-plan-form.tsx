import { useEffect, useMemo } from 'react';
import { Col, Form, Radio, Row } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BILLING_PLANS,
  MAX_BILLABLE_EMPLOYEES,
  MODULE_NAMES,
  PACKAGE_MODULES,
  paymentInitializeSchema,
  quote,
  type PackageModule,
  type PaymentInitialized,
  type PlanId,
} from '@clockroom/contracts';
import { OrderCheckout, initializePaymentMutation } from '../../../../billing/index.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../../platform/ui/app-form.tsx';
import { NumberField } from '../../../../../platform/ui/form-fields/number-field.tsx';
import { DateText } from '../../../../../platform/ui/date-text.tsx';
import { schemaRule } from '../../../../../platform/ui/form-rules.ts';
import { renewalDefaultsQuery } from '../api.ts';

interface Values {
  module: PackageModule;
  plan_id: PlanId;
  employees: number;
}

/**
 * One module, the period and the head count. Every order also carries the always-included
 * Organisation module (the billing rules price it into each payment), shown in the summary.
 */
export function ModulePlanForm({ onInitialized }: { onInitialized: (order: PaymentInitialized) => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const defaults = useQuery(renewalDefaultsQuery());
  const headcount = defaults.data ? Math.min(defaults.data.employees, MAX_BILLABLE_EMPLOYEES) : undefined;
  // The company's real head count once known, unless the user already typed one.
  useEffect(() => {
    if (headcount !== undefined && !form.isFieldTouched('employees'))
      form.setFieldValue('employees', headcount);
  }, [form, headcount]);
  const module = Form.useWatch('module', form);
  const planId = Form.useWatch('plan_id', form);
  const employees: unknown = Form.useWatch('employees', form);
  const initialize = useMutation({
    ...initializePaymentMutation(),
    onSuccess: ({ data }) => onInitialized(data),
  });
  const expiry = (m: string) => user.packageModules.find((p) => p.module === m);
  const preview = useMemo(() => {
    if (
      !module ||
      !planId ||
      typeof employees !== 'number' ||
      employees < 1 ||
      employees > MAX_BILLABLE_EMPLOYEES
    )
      return null;
    return quote({ plan: planId, modules: [module], employees });
  }, [module, planId, employees]);

  return (
    <AppForm<Values>
      name="renew-module"
      form={form}
      initialValues={{ plan_id: BILLING_PLANS[0]?.id, employees: headcount ?? 10 }}
      onFinish={(v) =>
        initialize.mutate({
          company_id: user.employee.company.slug,
          plan_id: v.plan_id,
          modules: [v.module],
          employees: v.employees,
        })
      }
    >
      <Row gutter={24}>
        <Col xs={24} md={14}>
          <Form.Item
            name="module"
            label={t('billingSettings.module')}
            rules={[{ required: true, message: t('billingSettings.moduleRequired') }]}
          >
            <Radio.Group className="cr-module-radios" data-testid="renew-module-choice">
              {PACKAGE_MODULES.map((m) => {
                const current = expiry(m);
                return (
                  <Radio
                    key={m}
                    value={m}
                    data-testid={`renew-module-${m}`}
                    style={{ display: 'flex', marginBottom: 8 }}
                  >
                    <strong>{t(MODULE_NAMES[m])}</strong>{' '}
                    <span className="cr-muted">
                      ·{' '}
                      {current ? (
                        current.expires_at ? (
                          <>
                            {t('billingSettings.expires')}:{' '}
                            <DateText value={current.expires_at.slice(0, 10)} />
                          </>
                        ) : (
                          t('billingSettings.noExpiry')
                        )
                      ) : (
                        t('billingSettings.notSubscribed')
                      )}
                    </span>
                  </Radio>
                );
              })}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="plan_id"
            label={t('billing.plan')}
            rules={[schemaRule(paymentInitializeSchema.shape.plan_id, t)]}
          >
            <Radio.Group>
              {BILLING_PLANS.map((p) => (
                <Radio.Button key={p.id} value={p.id} data-testid={`renew-plan-${p.id}`}>
                  {t(p.name)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <NumberField
            name="employees"
            label={t('billing.employees')}
            schema={paymentInitializeSchema.shape.employees}
            min={1}
            max={MAX_BILLABLE_EMPLOYEES}
            precision={0}
            wide
            testId="renew-employees"
          />
        </Col>
        <Col xs={24} md={10}>
          <OrderCheckout order={preview} saving={initialize.isPending} testId="renew-module-continue" />
        </Col>
      </Row>
    </AppForm>
  );
}
