import { Select, Tag } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ACTIVE_BRANCH, isAdmin } from '@clockroom/contracts';
import { useCurrentUser } from '../../platform/session/current-user.ts';
import { session, useSession } from '../../platform/session/session-store.ts';
import { branchMatches } from './branch-filter.ts';

/** Admins pick All Branches or one they manage; everybody else sees their own branch (spec 1 §2). */
export function BranchSelector({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const activeBranch = useSession((s) => s.activeBranch);

  if (!isAdmin(user)) {
    const name = user.employee.branch?.station_name;
    return name ? (
      <Tag icon={<EnvironmentOutlined />} className="cr-branch-tag" data-testid="branch-name">
        {name}
      </Tag>
    ) : null;
  }
  const options = [
    { value: DEFAULT_ACTIVE_BRANCH, label: t('header.allBranches') },
    ...user.managingBranches.map((b) => ({ value: String(b.id), label: b.station_name })),
  ];
  return (
    <Select
      data-testid="branch-selector"
      aria-label={t('header.branch')}
      value={activeBranch}
      options={options}
      prefix={<EnvironmentOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      style={block ? { width: '100%' } : { minWidth: 190, maxWidth: 260 }}
      showSearch={{ filterOption: (input, option) => branchMatches(String(option?.label ?? ''), input) }}
      onChange={(value: string) => {
        session.setActiveBranch(value);
        // Everything on screen depends on the branch: refetch it all (the session itself excepted).
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      }}
    />
  );
}
