import { findAdminPage, type GuestRecord } from '@shop/shared';
import { formatNumber } from '../../format/format';
import type { TableColumn } from '../../widgets/data-page/CursorTable';
import { TableListPage } from '../../widgets/data-page/TableListPage';
import { fetchGuests } from './member-api';
import { guestPath } from './member-paths';
import { personColumns } from './person-columns';
import { MEMBER_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/member/guest/list')?.label;
const COLUMNS: readonly TableColumn<GuestRecord>[] = [
  ...personColumns<GuestRecord>(guestPath),
  { key: 'orders', header: MEMBER_TEXTS.columns.orderCount, align: 'right', body: (g) => formatNumber(g._orderCount) },
];

export default function GuestListPage() {
  return (
    <TableListPage title={TITLE} load={fetchGuests} columns={COLUMNS} emptyMessage={MEMBER_TEXTS.guestsEmpty} label={MEMBER_TEXTS.guestsLabel} />
  );
}
