import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@clockroom/contracts';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { moveMutation, refreshCandidates } from '../api.ts';
import { movableTo } from './stages.tsx';

interface MoveModalProps {
  candidate: { id: number; name: string; status: ApplicationStatus } | null;
  /** The stage chosen beforehand (a drop on the board), else the first one allowed. */
  to?: ApplicationStatus;
  onClose: () => void;
}

/** Moves one candidate to another stage with a note, kept in their history (PUT update-status). */
export function MoveModal({ candidate, to, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ status: ApplicationStatus; note?: string }>();
  const move = useMutation({
    ...moveMutation(),
    onSuccess: () => {
      void refreshCandidates(qc);
      onClose();
    },
  });
  const options = candidate ? movableTo(candidate.status) : [];
  return (
    <Modal
      open={candidate !== null}
      title={candidate ? t('rt.moveTitle', { name: candidate.name }) : ''}
      okText={t('rt.move')}
      cancelText={t('rt.cancel')}
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'move-ok' } as never}
    >
      {candidate && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ status: to ?? options[0] }}
          onFinish={(v) =>
            move.mutate({ application_ids: [candidate.id], status: v.status, note: v.note?.trim() || null })
          }
        >
          <Form.Item name="status" label={t('rt.moveTo')} rules={[{ required: true }]}>
            <Select
              data-testid="move-status"
              options={options.map((s) => ({ value: s, label: t(`rt.s.${s}`) }))}
            />
          </Form.Item>
          <NoteField
            name="note"
            label={t('rt.note')}
            rows={3}
            placeholder={t('rt.notePlaceholder')}
            testId="move-note"
          />
        </Form>
      )}
    </Modal>
  );
}
