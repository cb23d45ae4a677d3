import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Message } from 'primereact/message';
import { MESSAGES, canSeePage } from '@shop/shared';
import { useSignedInUser } from './auth-context';

/** A page the user's roles do not allow: say so in place, keeping the shell (no redirect). */
export function PageAccess({ children }: { children: ReactNode }) {
  const { groups } = useSignedInUser();
  const { pathname } = useLocation();
  if (canSeePage(groups, pathname)) return children;
  return (
    <div className="page">
      <Message severity="warn" text={MESSAGES.auth.noAccess} />
    </div>
  );
}
