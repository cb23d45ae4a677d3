import { ADMIN_SECTIONS, findAdminPage } from '@shop/shared';
import { pageTitle } from '../format/page-title';

/** Breadcrumb labels after the home icon: the section (if any), then the page. */
export const breadcrumbLabels = (pathname: string): string[] => {
  const page = findAdminPage(pathname);
  const title = pageTitle(pathname);
  if (!page || !title) return [];
  return page.section ? [ADMIN_SECTIONS[page.section], title] : [title];
};
