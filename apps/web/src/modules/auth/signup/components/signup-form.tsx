import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, signupSchema, type SignupInput } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { sameAsRule, schemaRule } from '../../../../platform/ui/form-rules.ts';
import { industriesQuery, signupMutation } from '../api.ts';
import { slugify } from '../slug.ts';
import { SubmitButton } from '../../components/email-form-parts.tsx';

interface SignupValues extends Omit<SignupInput, 'industry_id'> {
  industry_id?: number;
  password_confirmation: string;
}

const field = signupSchema.shape;

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
      <Divider titlePlacement="start" plain className="cr-form-section">
        {t('signup.companySection')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="company_name"
            label={t('fields.companyName')}
            rules={[schemaRule(field.company_name, t)]}
          >
            <Input data-testid="signup-company-name" autoFocus autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="company_id"
            label={t('company.field')}
            extra={t('signup.companyIdHint')}
            rules={[schemaRule(field.company_id, t)]}
          >
            <Input data-testid="signup-company-id" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="industry_id"
            label={t('fields.industry')}
            rules={[schemaRule(field.industry_id, t)]}
          >
            <Select
              data-testid="signup-industry"
              loading={industries.isPending}
              placeholder={t('signup.industryPlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              options={(industries.data?.results ?? []).map((i) => ({ value: i.id, label: i.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain className="cr-form-section">
        {t('signup.adminSection')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="first_name"
            label={t('fields.firstName')}
            rules={[schemaRule(field.first_name, t)]}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="last_name" label={t('fields.lastName')} rules={[schemaRule(field.last_name, t)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('fields.workEmail')} rules={[schemaRule(field.email, t)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('fields.phone')} rules={[schemaRule(field.phone, t)]}>
            <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+234-803-000-0000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label={t('fields.password')}
            extra={t(AUTH_MESSAGES.passwordRule)}
            rules={[schemaRule(field.password, t)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
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
        </Col>
      </Row>
      <SubmitButton loading={signup.isPending} testId="signup-submit">
        {t('signup.submit')}
      </SubmitButton>
    </AppForm>
  );
}
