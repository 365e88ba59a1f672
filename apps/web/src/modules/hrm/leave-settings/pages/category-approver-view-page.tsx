import { Link } from '@tanstack/react-router';
import { Button, Tag } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CategoryApproverDetail } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { LevelsTable } from '../../../../platform/approvers/components/levels-table.tsx';
import { basisOf, needsBranch, storedMemberNames } from '../category-basis.ts';
import { CategoryApproverRecord } from '../components/category-approver-record.tsx';
import { useCategoryApproverScreens } from '../use-category-approver-screens.ts';
import '../../../../platform/approvers/approvers.css';
import '../leave-settings.css';
import '../i18n.ts';

/** An approver list read-only: its facts, whom it covers, and per level the approver and alternate. */
export default function CategoryApproverViewPage() {
  const { t } = useTranslation();
  const { screens, text, edit } = useCategoryApproverScreens();
  const covers = (group: CategoryApproverDetail) => [...storedMemberNames(group).values()];
  return (
    <CategoryApproverRecord title={t(text('viewTitle'))}>
      {(group) => {
        const basis = basisOf(group);
        return (
          <div className="cr-approver-view cr-approver-stack" data-testid="category-approver-view">
            <Panel
              extra={
                <Link to={edit(group.id)}>
                  <Button icon={<EditOutlined />} tabIndex={-1} data-testid="category-approver-view-edit">
                    {t('words.edit')}
                  </Button>
                </Link>
              }
            >
              <dl className="cr-approver-facts">
                <div>
                  <dt>{t(text('group'))}</dt>
                  <dd data-testid="category-approver-view-name">{group.description}</dd>
                </div>
                <div>
                  <dt>{t('leaveSettings.noOfApprovers')}</dt>
                  <dd data-testid="category-approver-view-count">{group.no_approvals}</dd>
                </div>
                <div>
                  <dt>{t('leaveSettings.approvalType')}</dt>
                  <dd data-testid="category-approver-view-type">{t(`approvers.${group.approval_types}`)}</dd>
                </div>
                <div>
                  <dt>{t('leaveSettings.categoryType')}</dt>
                  <dd data-testid="category-approver-view-category">
                    {t(`leaveSettings.category.${basis}`)}
                  </dd>
                </div>
                {needsBranch(basis) ? (
                  <div>
                    <dt>{t('leaveSettings.branch')}</dt>
                    <dd>{group.branch?.station_name ?? t('leaveSettings.branches.all')}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('leaveSettings.covers')}</dt>
                  <dd data-testid="category-approver-view-covers">
                    {covers(group).map((name) => (
                      <Tag key={name} className="cr-ls-tag">
                        {name}
                      </Tag>
                    ))}
                  </dd>
                </div>
              </dl>
              <LevelsTable levels={group.approvalLevels} testId="category-approver-view-levels" />
            </Panel>
            <div>
              <Link to={screens.list} data-testid="category-approver-back">
                <ArrowLeftOutlined /> {t(text('back'))}
              </Link>
            </div>
          </div>
        );
      }}
    </CategoryApproverRecord>
  );
}
