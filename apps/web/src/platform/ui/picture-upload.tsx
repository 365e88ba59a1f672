import { useState } from 'react';
import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  EMPLOYEE_ENDPOINTS,
  EMPLOYEE_FORM_MESSAGES,
} from '@clockroom/contracts';
import { submitForm } from '../api/endpoint-client.ts';
import { notifyError, notifySuccess } from '../notify/notify.ts';
import { PersonAvatar } from './person-avatar.tsx';
import './picture-upload-texts.ts';

/** The spec's avatar rule (spec 2 §5): JPG/JPEG only, under 2 MB. Null when the file is acceptable. */
export function avatarProblem(file: { name: string; type: string; size: number }): string | null {
  const jpeg = /\.(jpe?g)$/i.test(file.name) && (file.type === '' || file.type === 'image/jpeg');
  if (!jpeg) return EMPLOYEE_FORM_MESSAGES.avatarNotJpg;
  if (file.size > AVATAR_MAX_BYTES) return EMPLOYEE_FORM_MESSAGES.avatarTooBig;
  return null;
}

/** POST multipart with the session's token; answers the envelope (its data is the picture URL). */
export function uploadPicture(file: Blob & { name?: string }) {
  const form = new FormData();
  form.append(AVATAR_FIELD, file, file.name ?? 'picture.jpg');
  return submitForm(EMPLOYEE_ENDPOINTS.uploadPicture, { form });
}

interface PictureUploadProps {
  /** The picture URL (the form value); null/undefined shows the initials. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** Whose picture, for the initials and the alt text. */
  name: string;
  disabled?: boolean;
  size?: number;
  testId?: string;
}

/**
 * An avatar with Upload/Remove, usable as an antd Form.Item control (value/onChange). The file is
 * checked here with the spec's messages, sent at once, and the answered URL becomes the value.
 */
export function PictureUpload({
  value,
  onChange,
  name,
  disabled,
  size = 96,
  testId = 'picture-upload',
}: PictureUploadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Flex gap={16} align="center" wrap data-testid={testId}>
      <PersonAvatar name={name || '?'} picture={value} size={size} />
      <Flex vertical gap={6}>
        <Flex gap={8} wrap>
          <Upload
            accept=".jpg,.jpeg,image/jpeg"
            showUploadList={false}
            disabled={disabled || busy}
            beforeUpload={(file) => {
              const p = avatarProblem(file);
              setProblem(p);
              return p ? Upload.LIST_IGNORE : true;
            }}
            customRequest={({ file }) => {
              setBusy(true);
              uploadPicture(file as File)
                .then(({ message, data }) => {
                  notifySuccess(message);
                  onChange?.(data);
                })
                .catch((error: unknown) => {
                  notifyError(error);
                })
                .finally(() => setBusy(false));
            }}
          >
            <Button
              icon={<UploadOutlined />}
              loading={busy}
              disabled={disabled}
              data-testid={`${testId}-button`}
            >
              {value ? t('pictureUpload.change') : t('pictureUpload.upload')}
            </Button>
          </Upload>
          {value && !disabled ? (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(null)}
              data-testid={`${testId}-remove`}
            >
              {t('pictureUpload.remove')}
            </Button>
          ) : null}
        </Flex>
        {problem ? (
          <span className="ant-form-item-explain-error" role="alert">
            {t(problem)}
          </span>
        ) : (
          <span className="cr-muted">{t('pictureUpload.hint')}</span>
        )}
      </Flex>
    </Flex>
  );
}
