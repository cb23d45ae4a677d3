import { API_ROUTES, SAVE_PAGE_TYPES, type SavePageType } from '@shop/shared';
import { themeAreaName } from '../../domain/audit/theme-area';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listVersions, readPointer } from '../../repositories/theme-repository';

/** When the storefront was last published and by whom: the newest current version of the three areas (a pointer and its version each). */
export const handler = apiHandler(API_ROUTES.dashboardTheme, async () => {
  const current = await Promise.all(
    SAVE_PAGE_TYPES.map(async (pageType: SavePageType) => {
      const [pointer, versions] = await Promise.all([readPointer(pageType), listVersions(pageType)]);
      const info = versions.find((v) => v.version === pointer?.version);
      return info ? { pageType, info } : undefined;
    }),
  );
  const newest = current.filter((c) => c !== undefined).sort((a, b) => b.info.createdAt.localeCompare(a.info.createdAt))[0];
  return ok({
    lastPublished: newest
      ? {
          at: newest.info.createdAt,
          by: { name: newest.info.createdBy.name, email: newest.info.createdBy.email },
          area: themeAreaName(newest.pageType),
          version: newest.info.version,
        }
      : null,
  });
});
