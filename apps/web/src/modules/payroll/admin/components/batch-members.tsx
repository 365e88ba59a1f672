import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchGroupRow } from '@clockroom/contracts';

/** What a group holds, in a line: its banks, its branches, or its count of chosen employees. */
export function BatchMembers({ group }: { group: BatchGroupRow }) {
  const { t } = useTranslation();
  const names =
    group.batch_by === 'bank'
      ? group.banks.map((b) => b.bank_name)
      : group.batch_by === 'branch'
        ? group.branches.map((b) => b.station_name)
        : [];
  return (
    <span className="cr-audit-record">
      <Tag bordered={false}>{t(`batchGroup.batchBy.${group.batch_by}`)}</Tag>
      {names.length ? <span className="cr-wrap">{names.join(', ')}</span> : null}
    </span>
  );
}
