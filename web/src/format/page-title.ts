import { crudLabel, findAdminPage } from '@shop/shared';

/** The heading of an admin page: Düzenle/Ekle for detail and upsert paths (spec), else the page's label. */
export const pageTitle = (pathname: string): string | undefined => crudLabel(pathname) ?? findAdminPage(pathname)?.label;
