import { Col, Form, Input } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, signupSchema, type SignupInput } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { FieldRow } from '../../../../platform/ui/field-row.tsx';
import { sameAsRule, schemaRule } from '../../../../platform/ui/form-rules.ts';
import { industriesQuery, signupMutation } from '../api.ts';
import { slugify } from '../slug.ts';
import { SubmitButton } from '../../components/email-form-parts.tsx';

interface SignupValues extends Omit<SignupInput, 'industry_id'> {
  industry_id?: number;
  password_confirmation: string;
}

const field = signupSchema.shape;
/** Two to a row from a tablet up. */
const HALVES = { md: 12 };

export function SignupForm({ companyId }: { companyId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignupValues>();
  const industries = useQuery(industriesQuery());
  const signup = useMutation({
    ...signupMutation(),
    onSuccess: (_result, input) => {
      void navigate({ to: '/confirm-signup', search: { email: input.email, company: input.company_id } });
    },
  });

  const submit = ({ password_confirmation: _confirm, ...values }: SignupValues) => {
    signup.mutate({ ...values, industry_id: Number(values.industry_id) });
  };

  return (
    <AppForm<SignupValues>
      name="signup"
      form={form}
      initialValues={{ company_id: companyId ?? '' }}
      onFinish={submit}
      onValuesChange={(changed: Partial<SignupValues>) => {
        // Suggest the identifier from the name until the user types one of their own.
        if (changed.company_name !== undefined && !companyId && !form.isFieldTouched('company_id')) {
          form.setFieldValue('company_id', slugify(changed.company_name));
        }
      }}
    >
      <FieldRow title={t('signup.companySection')} col={HALVES}>
        <Form.Item
          name="company_name"
          label={t('fields.companyName')}
          rules={[schemaRule(field.company_name, t)]}
        >
          <Input data-testid="signup-company-name" autoFocus autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="company_id"
          label={t('company.field')}
          extra={t('signup.companyIdHint')}
          rules={[schemaRule(field.company_id, t)]}
        >
          <Input data-testid="signup-company-id" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Col xs={24}>
          <SelectField
            name="industry_id"
            label={t('fields.industry')}
            schema={field.industry_id}
            testId="signup-industry"
            loading={industries.isPending}
            placeholder={t('signup.industryPlaceholder')}
            search
            options={(industries.data?.results ?? []).map((i) => ({ value: i.id, label: i.name }))}
          />
        </Col>
      </FieldRow>
      <FieldRow title={t('signup.adminSection')} col={HALVES}>
        <Form.Item name="first_name" label={t('fields.firstName')} rules={[schemaRule(field.first_name, t)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="last_name" label={t('fields.lastName')} rules={[schemaRule(field.last_name, t)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.workEmail')} rules={[schemaRule(field.email, t)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('fields.phone')} rules={[schemaRule(field.phone, t)]}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+234-803-000-0000" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          extra={t(AUTH_MESSAGES.passwordRule)}
          rules={[schemaRule(field.password, t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t(AUTH_MESSAGES.passwordConfirmationMismatch) },
            sameAsRule('password', AUTH_MESSAGES.passwordConfirmationMismatch, t),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </FieldRow>
      <SubmitButton loading={signup.isPending} testId="signup-submit">
        {t('signup.submit')}
      </SubmitButton>
    </AppForm>
  );
}
