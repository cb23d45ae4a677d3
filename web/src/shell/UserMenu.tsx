import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { MESSAGES, displayName } from '@shop/shared';
import { useAuth, useSignedInUser } from '../session/auth/auth-context';
import { LOGIN_PATH } from '../session/auth/redirect';
import { WEB_TEXTS } from '../texts';
import { useTour } from './tour/tour-context';
import { TOUR_TEXTS } from './tour/texts';
import { initials } from '../format/initials';

export function UserMenu({ expanded }: { expanded: boolean }) {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const user = useSignedInUser();
  const name = displayName(user);

  const tour = useTour();

  const items: MenuItem[] = [
    // Spec: a completed tour cannot start again, so the entry is only there until it is finished.
    ...(tour.state.completed === false ? [{ label: TOUR_TEXTS.start, icon: 'pi pi-compass', command: tour.start }] : []),
    {
      label: MESSAGES.labels.logOut,
      icon: 'pi pi-sign-out',
      command: () => {
        // The guard would send us to /login too, but with this page as the way back; a sign-out starts afresh.
        void signOut().then(() => navigate(LOGIN_PATH, { replace: true }));
      },
    },
  ];

  return (
    <div className="user-menu" data-tour="user-menu">
      <Button text className="sidebar-button" aria-label={WEB_TEXTS.userMenu} aria-haspopup="menu" onClick={(event) => menu.current?.toggle(event)}>
        {user.picture ? (
          <Avatar image={user.picture} shape="circle" aria-hidden="true" />
        ) : (
          <Avatar label={initials(name)} shape="circle" aria-hidden="true" />
        )}
        {expanded && (
          <span className="sidebar-button-text">
            <span className="sidebar-button-title">{name}</span>
            <span className="sidebar-button-subtitle">{user.email}</span>
          </span>
        )}
        {expanded && <i className="pi pi-sort" aria-hidden="true" />}
      </Button>
      <Menu model={items} popup ref={menu} />
    </div>
  );
}
