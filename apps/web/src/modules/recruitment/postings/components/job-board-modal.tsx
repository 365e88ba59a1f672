import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { JOB_BOARD_MESSAGES as M, type JobBoard } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshBoards, saveBoardMutation } from '../api.ts';
import '../i18n.ts';

interface Values {
  name: string;
  url: string;
  active: boolean;
}

/** A job board created or edited in a dialog over the boards' list. */
export function JobBoardModal({ board, onClose }: { board: JobBoard | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const record = board && board !== 'new' ? board : undefined;
  return (
    <Modal
      open={board !== null}
      title={t(record ? 'board.editTitle' : 'board.create')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {board !== null ? <BoardForm record={record} onSaved={onClose} /> : null}
    </Modal>
  );
}

function BoardForm({ record, onSaved }: { record?: JobBoard; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveBoardMutation(record?.id),
    refresh: refreshBoards,
    onSuccess: onSaved,
    fieldErrors: { fields: ['name', 'url', 'active'] },
  });
  return (
    <AppForm<Values>
      name="job-board"
      form={form}
      initialValues={{ name: record?.name ?? '', url: record?.url ?? '', active: record?.active ?? true }}
      onFinish={(v) => save.mutate({ name: v.name, url: v.url.trim(), active: v.active })}
    >
      <Form.Item name="name" label={t('board.name')} rules={[requiredRule(M.nameRequired, t)]}>
        <Input maxLength={150} data-testid="board-name" />
      </Form.Item>
      <Form.Item name="url" label={t('board.url')} rules={[{ type: 'url', message: t(M.urlInvalid) }]}>
        <Input inputMode="url" maxLength={500} placeholder="https://" data-testid="board-url" />
      </Form.Item>
      <SwitchField name="active" label={t('board.active')} testId="board-active" />
      <FormActions saving={save.isPending} saveLabel={t('board.save')} testId="board-save" />
    </AppForm>
  );
}
