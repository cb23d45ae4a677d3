import './realtime.css';
import { useRef } from 'react';
import { Avatar } from 'primereact/avatar';
import { AvatarGroup } from 'primereact/avatargroup';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { MESSAGES } from '@shop/shared';
import { initials } from '../../format/initials';
import { colourFor, otherAdmins, pageLabel } from './presence-view';
import { useRealtimeSnapshot } from './realtime-context';
import { REALTIME_TEXTS } from './texts';

/** How many faces the top bar shows before the count. */
const FACES = 3;

/**
 * Who else is in the admin app right now, and on which page: faces in the top bar (or the
 * theme editor's toolbar), the full list in a panel. Names are the server's identity of
 * each connection.
 */
export function ActiveAdmins() {
  const snapshot = useRealtimeSnapshot();
  const panel = useRef<OverlayPanel>(null);
  const others = otherAdmins(snapshot);
  const label = others.length === 0 ? MESSAGES.empty.activeUsers : REALTIME_TEXTS.activeAdminsCount(others.length);

  return (
    <div className="active-admins">
      <Button
        text
        rounded
        className="active-admins-button"
        aria-label={`${REALTIME_TEXTS.activeAdmins}: ${label}`}
        aria-haspopup="dialog"
        onClick={(event) => panel.current?.toggle(event)}
      >
        {others.length === 0 ? (
          <i className="pi pi-users" aria-hidden="true" />
        ) : (
          <AvatarGroup aria-hidden="true">
            {others.slice(0, FACES).map((p) => (
              <Avatar
                key={p.socketId}
                label={initials(p.userName)}
                shape="circle"
                className="active-admin-avatar"
                style={{ backgroundColor: colourFor(p.userName) }}
              />
            ))}
            {others.length > FACES && <Avatar label={`+${others.length - FACES}`} shape="circle" className="active-admin-avatar" />}
          </AvatarGroup>
        )}
      </Button>
      <OverlayPanel ref={panel} aria-label={REALTIME_TEXTS.activeAdmins} className="active-admins-panel">
        <h2 className="active-admins-title">{REALTIME_TEXTS.activeAdmins}</h2>
        {others.length === 0 ? (
          <p className="active-admins-empty">{MESSAGES.empty.activeUsers}</p>
        ) : (
          <ul className="active-admins-list" aria-label={REALTIME_TEXTS.activeAdmins}>
            {others.map((p) => (
              <li key={p.socketId} className="active-admin">
                <Avatar
                  label={initials(p.userName)}
                  shape="circle"
                  style={{ backgroundColor: colourFor(p.userName) }}
                  className="active-admin-avatar"
                  aria-hidden="true"
                />
                <span className="active-admin-text">
                  <span className="active-admin-name">{p.userName}</span>
                  <span className="active-admin-page">{REALTIME_TEXTS.onPage(pageLabel(p.path))}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </OverlayPanel>
    </div>
  );
}
