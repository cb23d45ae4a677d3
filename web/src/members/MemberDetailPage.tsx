import { useParams } from 'react-router-dom';
import { findAdminPage } from '@shop/shared';
import { useRemoteData } from '../api/use-remote-data';
import { DetailState } from '../pages/DetailState';
import { fetchMember } from './member-api';
import { PersonDetail } from './PersonDetail';

const LIST = { to: '/admin/member/list', label: findAdminPage('/admin/member/list')?.label ?? '' };

export default function MemberDetailPage() {
  const id = useParams().id ?? '';
  const member = useRemoteData((signal) => fetchMember(id, signal), id);
  return (
    <DetailState resource={member} list={LIST}>
      {(m) => <PersonDetail person={m} />}
    </DetailState>
  );
}
