import { useParams } from 'react-router-dom';
import { findAdminPage } from '@shop/shared';
import { useRemoteData } from '../api/use-remote-data';
import { DetailPage } from '../pages/DetailPage';
import { fetchMember } from './member-api';
import { PersonCard, personTitle } from './PersonCard';

const LIST = { to: '/admin/member/list', label: findAdminPage('/admin/member/list')?.label ?? '' };

export default function MemberDetailPage() {
  const id = useParams().id ?? '';
  const member = useRemoteData((signal) => fetchMember(id, signal), id);
  return (
    <DetailPage resource={member} list={LIST} title={personTitle}>
      {(m) => <PersonCard person={m} />}
    </DetailPage>
  );
}
