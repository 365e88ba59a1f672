import { Tag } from 'antd';
import { BankOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentOption } from '@clockroom/contracts';

/** How the option pays, as a tag: a bank file or the company wallet. */
export function OptionTypeTag({ type }: { type: PaymentOption['type'] }) {
  const { t } = useTranslation();
  return type === 'wallet' ? (
    <Tag color="green" icon={<WalletOutlined />}>
      {t('paymentOption.wallet')}
    </Tag>
  ) : (
    <Tag color="blue" icon={<BankOutlined />}>
      {t('paymentOption.bank_file')}
    </Tag>
  );
}

/** The bank file's format, or "None (wallet)". */
export function OptionFormatText({ option }: { option: Pick<PaymentOption, 'bank_file_format'> }) {
  const { t } = useTranslation();
  return (
    <>
      {option.bank_file_format ? t(`paymentOption.${option.bank_file_format}`) : t('paymentOption.noFormat')}
    </>
  );
}
