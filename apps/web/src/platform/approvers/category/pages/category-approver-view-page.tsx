import { Link } from '@tanstack/react-router';
import { Button, Tag } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CategoryApproverDetail } from '@clockroom/contracts';
import { Panel } from '../../../ui/panel.tsx';
import { LevelsTable } from '../../../approvers/components/levels-table.tsx';
import { basisOf, needsBranch, storedMemberNames } from '../category-basis.ts';
import { CategoryApproverRecord } from '../components/category-approver-record.tsx';
import { useCategoryApproverScreens } from '../use-category-approver-screens.ts';
import '../../../approvers/approvers.css';
import '../category-approvers.css';
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
          <div className="cr-approver-view cr-panel-stack" data-testid="category-approver-view">
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
                  <dt>{t('categoryApprovers.noOfApprovers')}</dt>
                  <dd data-testid="category-approver-view-count">{group.no_approvals}</dd>
                </div>
                <div>
                  <dt>{t('categoryApprovers.approvalType')}</dt>
                  <dd data-testid="category-approver-view-type">{t(`approvers.${group.approval_types}`)}</dd>
                </div>
                <div>
                  <dt>{t('categoryApprovers.categoryType')}</dt>
                  <dd data-testid="category-approver-view-category">
                    {t(`categoryApprovers.category.${basis}`)}
                  </dd>
                </div>
                {needsBranch(basis) ? (
                  <div>
                    <dt>{t('categoryApprovers.branch')}</dt>
                    <dd>{group.branch?.station_name ?? t('categoryApprovers.branches.all')}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('categoryApprovers.covers')}</dt>
                  <dd data-testid="category-approver-view-covers">
                    {covers(group).map((name) => (
                      <Tag key={name} className="cr-ca-tag">
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
