import { findAdminPage } from '@shop/shared';
import { formatNumber } from '../../format/format';
import { DetailPage } from '../../widgets/data-page/DetailPage';
import { useRouteRecord } from '../../widgets/data-page/use-route-record';
import { fetchGuest } from './member-api';
import { PersonCard, personTitle } from './PersonCard';
import { MEMBER_TEXTS } from './texts';

const LIST = { to: '/admin/member/guest/list', label: findAdminPage('/admin/member/guest/list')?.label ?? '' };

export default function GuestDetailPage() {
  const guest = useRouteRecord(fetchGuest);
  return (
    <DetailPage resource={guest} list={LIST} title={personTitle}>
      {(g) => (
        <PersonCard
          person={g}
          note={MEMBER_TEXTS.guestNote}
          extra={
            <>
              <dt>{MEMBER_TEXTS.columns.orderCount}</dt>
              <dd data-testid="guest-order-count">{formatNumber(g._orderCount)}</dd>
            </>
          }
        />
      )}
    </DetailPage>
  );
}
