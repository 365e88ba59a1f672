import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clockroom/contracts';

/** The 'View reason' link beside clock out on an exempted day (spec 1 §2); it opens the reason. */
export function ViewReason({ reason, date }: { reason: string; date?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        className="cr-att-report-reason"
        onClick={() => setOpen(true)}
        data-testid="att-report-view-reason"
      >
        {t('attendanceReports.viewReason')}
      </Button>
      <Modal
        open={open}
        title={t('attendanceReports.reasonTitle')}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {t('attendanceReports.close')}
          </Button>
        }
        destroyOnHidden
      >
        {date ? (
          <p className="cr-muted">{t('attendanceReports.reasonDate', { date: formatDate(date) })}</p>
        ) : null}
        <p className="cr-att-report-reason-text" data-testid="att-report-reason">
          {reason}
        </p>
      </Modal>
    </>
  );
}
