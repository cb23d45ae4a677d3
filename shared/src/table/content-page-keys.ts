import { TABLE_KEYS } from './table-keys';

/*
 * Sayfalar (issue 29). All pages share one partition (a shop keeps tens of pages): the list is one
 * Query. A slug taken is a claim item of its own, outside that partition: the storefront's
 * /sayfa/{slug} reads it to find the page, and the page's transaction refuses a slug already claimed.
 * Page categories share a partition of their own. The strings are data: renaming one orphans what is stored.
 */
const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

export const CONTENT_PAGE_PARTITION = 'CONTENT_PAGE';
export const CONTENT_PAGE_PREFIX = 'PAGE#';
export const contentPageKey = (id: string) => itemKey(CONTENT_PAGE_PARTITION, `${CONTENT_PAGE_PREFIX}${id}`);
export const contentPageSlugKey = (slug: string) => itemKey(`CONTENT_PAGE_SLUG#${slug}`, 'SLUG');

export const PAGE_CATEGORY_PARTITION = 'PAGE_CATEGORY';
export const PAGE_CATEGORY_PREFIX = 'CATEGORY#';
export const pageCategoryKey = (id: string) => itemKey(PAGE_CATEGORY_PARTITION, `${PAGE_CATEGORY_PREFIX}${id}`);
