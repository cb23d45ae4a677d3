import { Link } from 'react-router-dom';
import type { Member } from '@shop/shared';
import { formatDateTime } from '../../format/format';
import type { TableColumn } from '../../widgets/data-page/CursorTable';
import { MEMBER_TEXTS } from './texts';

const C = MEMBER_TEXTS.columns;

/** Columns members and guests share; the name links to the record. */
export const personColumns = <T extends Member>(path: (id: string) => string): TableColumn<T>[] => [
  {
    key: 'name',
    header: C.name,
    body: (p) => (
      <Link className="row-link" to={path(p.id)}>
        {p.name} {p.surname}
      </Link>
    ),
  },
  { key: 'email', header: C.email, body: (p) => p.email },
  { key: 'phone', header: C.phone, body: (p) => p.phone ?? MEMBER_TEXTS.noPhone },
  { key: 'createdAt', header: C.createdAt, body: (p) => formatDateTime(p.createdAt) },
];
