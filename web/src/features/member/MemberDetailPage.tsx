import { findAdminPage } from '@shop/shared';
import { DetailPage } from '../../widgets/data-page/DetailPage';
import { useRouteRecord } from '../../widgets/data-page/use-route-record';
import { fetchMember } from './member-api';
import { PersonCard, personTitle } from './PersonCard';

const LIST = { to: '/admin/member/list', label: findAdminPage('/admin/member/list')?.label ?? '' };

export default function MemberDetailPage() {
  const member = useRouteRecord(fetchMember);
  return (
    <DetailPage resource={member} list={LIST} title={personTitle}>
      {(m) => <PersonCard person={m} />}
    </DetailPage>
  );
}
