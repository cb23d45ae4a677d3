import { findAdminPage, type Member } from '@shop/shared';
import { DataPage } from '../pages/DataPage';
import { CursorTable } from '../pages/CursorTable';
import { useCursorPages } from '../pages/use-cursor-pages';
import { fetchMembers } from './member-api';
import { memberPath } from './member-paths';
import { personColumns } from './person-columns';
import { MEMBER_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/member/list')?.label;
const COLUMNS = personColumns<Member>(memberPath);

export default function MemberListPage() {
  const pages = useCursorPages(fetchMembers);
  return (
    <DataPage title={TITLE}>
      <CursorTable pages={pages} columns={COLUMNS} emptyMessage={MEMBER_TEXTS.membersEmpty} label={MEMBER_TEXTS.membersLabel} />
    </DataPage>
  );
}
