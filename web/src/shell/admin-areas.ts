import { WEB_TEXTS } from '../texts';

export type AdminAreaId = 'system' | 'theme';

export interface AdminArea {
  id: AdminAreaId;
  label: string;
  path: string;
  icon: string;
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  { id: 'system', label: WEB_TEXTS.systemManagement, path: '/admin/dashboard', icon: 'pi pi-cog' },
  { id: 'theme', label: WEB_TEXTS.themeManagement, path: '/admin/theme', icon: 'pi pi-palette' },
];

/** Any path under /admin/theme is theme mode (spec); everything else in /admin is system management. */
export const adminAreaOf = (pathname: string): AdminAreaId => (/^\/admin\/theme(\/|$)/.test(pathname) ? 'theme' : 'system');
