import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A naira amount typed as text (never a float): digits, at most two decimals. */
const NAIRA = /^\s*\d{1,10}(\.\d{1,2})?\s*$/;

interface NairaRangeFieldsProps {
  /** The lowest's and the highest's field names. */
  names: [string, string];
  labels: [string, string];
  /** The message key for an amount that is not naira. */
  message: string;
  testIds: [string, string];
}

/** A range in naira a month (a request's budget, a posting's salary): the lowest, then the highest. */
export function NairaRangeFields({ names, labels, message, testIds }: NairaRangeFieldsProps) {
  const { t } = useTranslation();
  const naira = { pattern: NAIRA, message: t(message) };
  return names.map((name, i) => (
    <Form.Item key={name} name={name} label={labels[i]} extra={t('recruit.nairaHint')} rules={[naira]}>
      <Input inputMode="decimal" prefix="₦" data-testid={testIds[i]} />
    </Form.Item>
  ));
}
