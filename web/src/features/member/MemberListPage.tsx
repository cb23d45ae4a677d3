import { findAdminPage, type Member } from '@shop/shared';
import { TableListPage } from '../../widgets/data-page/TableListPage';
import { fetchMembers } from './member-api';
import { memberPath } from './member-paths';
import { personColumns } from './person-columns';
import { MEMBER_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/member/list')?.label;
const COLUMNS = personColumns<Member>(memberPath);

export default function MemberListPage() {
  return (
    <TableListPage title={TITLE} load={fetchMembers} columns={COLUMNS} emptyMessage={MEMBER_TEXTS.membersEmpty} label={MEMBER_TEXTS.membersLabel} />
  );
}
