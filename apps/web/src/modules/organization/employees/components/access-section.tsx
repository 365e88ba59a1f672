import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FORM_MESSAGES as F } from '@clockroom/contracts';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { roleChoices } from '../api.ts';
import { ChoiceSelect } from './choice-select.tsx';

/** Login access and roles; shown only to admins who may manage role members (the API agrees). */
export function AccessSection({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const access = Form.useWatch('login_access', form) as boolean | undefined;
  const roles = roleChoices();
  return (
    <Panel title={t('employees.sectionAccess')} testId="section-access">
      <div className="cr-employee-form-grid">
        <SwitchField
          name="login_access"
          label={t('employees.loginAccess')}
          extra={t('employees.loginAccessHint')}
          disabled={isOwner}
          testId="field-login_access"
        />
        <Form.Item
          name="roles"
          label={t('employees.roles')}
          className="cr-span-all"
          dependencies={['login_access']}
          rules={[
            {
              validator: async (_r, v: number[] | undefined) => {
                if (access && !(v ?? []).length) throw new Error(t(F.rolesRequiredForLogin));
              },
            },
          ]}
        >
          <ChoiceSelect
            query={roles}
            mode="multiple"
            disabled={!access}
            testId="field-roles"
            notFoundContent={t('employees.rolesNone')}
          />
        </Form.Item>
      </div>
    </Panel>
  );
}
