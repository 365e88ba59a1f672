import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Select, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENROLMENT_STATUSES, type Enrolment, type EnrolmentStatus } from '@clockroom/contracts';
import { certificateMutation, downloadCertificate, enrolmentMutation, refreshTrainings } from '../api.ts';

/** One enrolment's attendance, score and certificate, as HR records them on the training's view. */
export function EnrolmentEditor({ trainingId, enrolment }: { trainingId: number; enrolment: Enrolment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<EnrolmentStatus>(enrolment.status);
  const [score, setScore] = useState<number | null>(enrolment.score);
  const refresh = () => refreshTrainings(queryClient);
  const save = useMutation({ ...enrolmentMutation(trainingId), onSuccess: refresh });
  const upload = useMutation({ ...certificateMutation(), onSuccess: refresh });
  const changed = status !== enrolment.status || score !== enrolment.score;
  const id = enrolment.employee_id;
  return (
    <div className="cr-enrolment-edit">
      <Select<EnrolmentStatus>
        value={status}
        onChange={setStatus}
        aria-label={t('training.status')}
        style={{ minWidth: 130 }}
        options={ENROLMENT_STATUSES.map((s) => ({ value: s, label: t(`training.status.${s}`) }))}
        data-testid={`enrolment-status-${id}`}
      />
      {status === 'completed' ? (
        <InputNumber
          min={0}
          max={100}
          value={score}
          onChange={(v) => setScore(v)}
          aria-label={t('training.score')}
          placeholder={t('training.score')}
          style={{ width: 90 }}
          data-testid={`enrolment-score-${id}`}
        />
      ) : null}
      <Button
        type="primary"
        disabled={!changed}
        loading={save.isPending}
        onClick={() => save.mutate({ employee_id: id, status, score: status === 'completed' ? score : null })}
        data-testid={`enrolment-save-${id}`}
      >
        {t('training.saveEnrolment')}
      </Button>
      <Upload
        accept=".pdf,.jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          upload.mutate({ id: enrolment.id, file });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid={`enrolment-upload-${id}`}>
          {t('training.upload')}
        </Button>
      </Upload>
      {enrolment.certificate ? <CertificateLink enrolment={enrolment} /> : null}
    </div>
  );
}

export function CertificateLink({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  if (!enrolment.certificate) return <span className="cr-muted">{t('training.noCertificate')}</span>;
  return (
    <Button
      type="link"
      icon={<DownloadOutlined />}
      onClick={() => void downloadCertificate(enrolment.id)}
      data-testid={`enrolment-certificate-${enrolment.employee_id}`}
    >
      {enrolment.certificate.file_name}
    </Button>
  );
}
