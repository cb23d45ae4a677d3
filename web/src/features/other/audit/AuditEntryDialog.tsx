import { Link } from 'react-router-dom';
import { Dialog } from 'primereact/dialog';
import { AUDIT_ACTION_LABELS, ROLES, roleNameSchema, type AuditEntry } from '@shop/shared';
import { formatDateTime } from '../../../format/format';
import { relativeTime } from '../notifications/relative-time';
import { targetHref } from './audit-links';
import { AUDIT_TEXTS as T } from './texts';

const roleTitle = (role: string): string => {
  const parsed = roleNameSchema.safeParse(role);
  return parsed.success ? ROLES[parsed.data].title : role;
};

interface Props {
  readonly entry: AuditEntry | undefined;
  readonly now: number;
  readonly onHide: () => void;
}

/** One entry in full: who (with e-mail and roles), when, what was done to what, and through which request. */
export function AuditEntryDialog({ entry, now, onHide }: Props) {
  const href = entry ? targetHref(entry.target) : undefined;
  const F = T.fields;
  return (
    <Dialog header={T.dialogHeader} visible={entry !== undefined} onHide={onHide} style={{ width: 'min(40rem, 95vw)' }} dismissableMask>
      {entry ? (
        <dl className="audit-details">
          <dt>{F.action}</dt>
          <dd>{AUDIT_ACTION_LABELS[entry.action]}</dd>
          <dt>{F.at}</dt>
          <dd>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ({relativeTime(entry.at, now)})
          </dd>
          <dt>{F.actor}</dt>
          <dd>{entry.actor.name}</dd>
          <dt>{F.email}</dt>
          <dd>{entry.actor.email ?? '—'}</dd>
          <dt>{F.roles}</dt>
          <dd>{entry.actor.roles.map(roleTitle).join(', ') || '—'}</dd>
          <dt>{F.target}</dt>
          <dd>
            {T.targetTypes[entry.target.type]}: {href ? <Link to={href}>{entry.target.name}</Link> : entry.target.name}
          </dd>
          <dt>{F.targetId}</dt>
          <dd className="audit-mono">{entry.target.id}</dd>
          <dt>{F.summary}</dt>
          <dd>{entry.summary}</dd>
          <dt>{F.route}</dt>
          <dd className="audit-mono">
            {entry.route.method} {entry.route.path}
          </dd>
        </dl>
      ) : null}
    </Dialog>
  );
}
