import type { ReactNode } from 'react';
import { Card } from 'primereact/card';
import type { Member } from '@shop/shared';
import { formatDateTime } from '../../format/format';
import { MEMBER_TEXTS } from './texts';

const C = MEMBER_TEXTS.columns;

/** A member's or guest's heading in the data-page frame. */
export const personTitle = (person: Member): string => `${person.name} ${person.surname}`;

/** A member's or guest's contact card; `extra` adds rows (a guest's order count). */
export function PersonCard({ person, extra, note }: { person: Member; extra?: ReactNode; note?: string }) {
  return (
    <Card title={MEMBER_TEXTS.contactCard} subTitle={note}>
      <dl className="detail-list">
        <dt>{C.email}</dt>
        <dd>
          <a className="row-link" href={`mailto:${person.email}`}>
            {person.email}
          </a>
        </dd>
        <dt>{C.phone}</dt>
        <dd>{person.phone ?? MEMBER_TEXTS.noPhone}</dd>
        <dt>{C.createdAt}</dt>
        <dd>{formatDateTime(person.createdAt)}</dd>
        {extra}
      </dl>
    </Card>
  );
}
