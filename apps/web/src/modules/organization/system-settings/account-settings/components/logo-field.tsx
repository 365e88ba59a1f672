import { useState } from 'react';
import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../../platform/notify/notify.ts';
import { uploadCompanyLogo } from '../api.ts';

interface LogoFieldProps {
  url: string | null;
  canEdit: boolean;
  onChanged: () => void;
  onRemove: () => void;
}

/** The logo preview with upload (sent at once, like the employee picture) and remove. */
export function LogoField({ url, canEdit, onChanged, onRemove }: LogoFieldProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Flex vertical gap={12} className="cr-mb-lg">
      <span className="ant-form-item-label">
        <label>{t('account.logo')}</label>
      </span>
      <div className="cr-logo-box" data-testid="account-logo">
        {url ? (
          <img src={url} alt={t('account.logo')} />
        ) : (
          <Flex vertical align="center" gap={4} className="cr-muted">
            <PictureOutlined style={{ fontSize: 28 }} />
            <span>{t('account.noLogo')}</span>
          </Flex>
        )}
      </div>
      <span className="cr-muted">{t('account.logoHint')}</span>
      {canEdit ? (
        <Flex gap={8} wrap>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            disabled={uploading}
            customRequest={({ file }) => {
              setUploading(true);
              uploadCompanyLogo(file as File)
                .then(({ message }) => {
                  notifySuccess(message);
                  onChanged();
                })
                .catch(notifyError)
                .finally(() => setUploading(false));
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="account-logo-upload">
              {t('account.uploadLogo')}
            </Button>
          </Upload>
          {url ? (
            <Button icon={<DeleteOutlined />} onClick={onRemove} data-testid="account-logo-remove">
              {t('account.removeLogo')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
