import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LinkTarget } from '../routing/resource-routes.ts';
import './vocabulary.ts';
import './form-actions.css';

export interface FormActionsProps {
  /** The save is under way: the button spins and a second press does nothing. */
  saving: boolean;
  /** Where Cancel goes (usually the resource's list); no Cancel without it or `onCancel`. */
  cancel?: LinkTarget;
  /** What Cancel does instead of going somewhere (a form shown inside a view closes). */
  onCancel?: () => void;
  /** The save button's words, when "Save" alone says too little ("Save team"). */
  saveLabel?: string;
  /** The save button's test id (`team-save`). */
  testId: string;
  /** Anything else in the row, before Cancel (a secondary action). */
  children?: ReactNode;
}

/** A form's actions row: Cancel and the submitting Save, at the end of the form, full width on phones. */
export function FormActions({ saving, cancel, onCancel, saveLabel, testId, children }: FormActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = onCancel ?? (cancel ? () => void navigate(cancel) : undefined);
  return (
    <div className="cr-form-actions">
      {children}
      {leave ? <Button onClick={leave}>{t('words.cancel')}</Button> : null}
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} data-testid={testId}>
        {saveLabel ?? t('words.save')}
      </Button>
    </div>
  );
}
