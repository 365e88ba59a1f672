import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientConfigQuery } from '../../../../platform/session/client-config.ts';
import { storage } from '../../../../platform/session/session-store.ts';
import { STORAGE_KEYS } from '../../../../platform/session/storage.ts';

/**
 * The Performance and Recruitment announcement of spec 2 home, with the address for a free demo.
 * Loaded lazily by the home page only when it is due (announcement.ts), so most visits never
 * download the modal.
 */
export default function ModuleAnnouncement() {
  const { t } = useTranslation();
  const config = useQuery(clientConfigQuery());
  const [open, setOpen] = useState(true);
  const close = () => {
    storage.setItem(STORAGE_KEYS.moduleAnnouncementClosedAt, new Date().toISOString());
    setOpen(false);
  };
  const email = config.data?.support_email;
  if (!email) return null;
  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('announcement.title')}
      footer={
        <Button type="primary" onClick={close} data-testid="announcement-close">
          {t('announcement.close')}
        </Button>
      }
      data-testid="module-announcement"
    >
      <Typography.Paragraph>{t('announcement.body')}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('announcement.demo')} <a href={`mailto:${email}`}>{email}</a>
      </Typography.Paragraph>
    </Modal>
  );
}
