import * as z from 'zod';
import { ADMIN_SHELL_PERMISSIONS } from '../auth/permissions';
import {
  contentPageListQuerySchema,
  contentPageSaveSchema,
  contentPageSchema,
  contentPageSummarySchema,
  contentPageUpdateSchema,
  pageCategoryNameSchema,
  pageCategoryOrderSchema,
  pageCategorySchema,
  pageLinkSchema,
  pageSlugParamsSchema,
  storefrontPageAnswerSchema,
} from '../entities/content-page';
import { recordOf } from './answers';
import { idParamsSchema } from './requests';
import type { TypedApiRoute } from './api-route';

const PAGES = { anyOf: ['pages:manage'] } as const;
const PAGE_CATEGORIES = { anyOf: ['page-categories:manage'] } as const;
/** The page form picks a category: whoever edits pages reads the categories. */
const PAGE_CATEGORIES_READ = { anyOf: ['pages:manage', 'page-categories:manage'] } as const;

/**
 * Sayfalar and Sayfa Kategorileri (issue 29), spread into API_ROUTES. Saves answer the stored page,
 * its body as the server sanitised it.
 */
export const CONTENT_PAGE_ROUTES = {
  listContentPages: {
    method: 'GET',
    path: '/api/admin/content/pages',
    handler: 'content/list-pages',
    access: PAGES,
    writes: false,
    schemas: { query: contentPageListQuerySchema, response: recordOf(z.array(contentPageSummarySchema)) },
  },
  // A slug already claimed is 409; the body is sanitised before it is stored.
  createContentPage: {
    method: 'POST',
    path: '/api/admin/content/pages',
    handler: 'content/create-page',
    access: PAGES,
    writes: true,
    schemas: { body: contentPageSaveSchema, response: recordOf(contentPageSchema) },
  },
  getContentPage: {
    method: 'GET',
    path: '/api/admin/content/pages/{id}',
    handler: 'content/get-page',
    access: PAGES,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(contentPageSchema) },
  },
  // baseVersion required: a save over another's is 409, as is a slug another page holds.
  updateContentPage: {
    method: 'POST',
    path: '/api/admin/content/pages/{id}',
    handler: 'content/update-page',
    access: PAGES,
    writes: true,
    schemas: { params: idParamsSchema, body: contentPageUpdateSchema, response: recordOf(contentPageSchema) },
  },
  deleteContentPage: {
    method: 'DELETE',
    path: '/api/admin/content/pages/{id}',
    handler: 'content/delete-page',
    access: PAGES,
    writes: true,
    schemas: { params: idParamsSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  // The link selector's Sayfa tab and the builder's warning on a link to a page gone: every admin
  // who edits a link (theme, banners, popups …) reads it; live pages' titles and slugs are public anyway.
  listPageLinks: {
    method: 'GET',
    path: '/api/admin/content/page-links',
    handler: 'content/list-page-links',
    access: { anyOf: ADMIN_SHELL_PERMISSIONS },
    writes: false,
    schemas: { response: recordOf(z.array(pageLinkSchema)) },
  },
  listPageCategories: {
    method: 'GET',
    path: '/api/admin/content/page-categories',
    handler: 'content/list-page-categories',
    access: PAGE_CATEGORIES_READ,
    writes: false,
    schemas: { response: recordOf(z.array(pageCategorySchema)) },
  },
  createPageCategory: {
    method: 'POST',
    path: '/api/admin/content/page-categories',
    handler: 'content/create-page-category',
    access: PAGE_CATEGORIES,
    writes: true,
    schemas: { body: pageCategoryNameSchema, response: recordOf(pageCategorySchema) },
  },
  reorderPageCategories: {
    method: 'POST',
    path: '/api/admin/content/page-categories/order',
    handler: 'content/reorder-page-categories',
    access: PAGE_CATEGORIES,
    writes: true,
    schemas: { body: pageCategoryOrderSchema, response: recordOf(z.array(pageCategorySchema)) },
  },
  renamePageCategory: {
    method: 'POST',
    path: '/api/admin/content/page-categories/{id}',
    handler: 'content/rename-page-category',
    access: PAGE_CATEGORIES,
    writes: true,
    schemas: { params: idParamsSchema, body: pageCategoryNameSchema, response: recordOf(pageCategorySchema) },
  },
  // One that still holds pages is 409 naming how many.
  deletePageCategory: {
    method: 'DELETE',
    path: '/api/admin/content/page-categories/{id}',
    handler: 'content/delete-page-category',
    access: PAGE_CATEGORIES,
    writes: true,
    schemas: { params: idParamsSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  // A draft, a page not yet at its publish date, or an unknown slug: 404.
  storefrontPage: {
    method: 'GET',
    path: '/api/storefront/pages/{slug}',
    handler: 'storefront/get-page',
    access: 'public',
    writes: false,
    schemas: { params: pageSlugParamsSchema, response: storefrontPageAnswerSchema },
  },
} as const satisfies Record<string, TypedApiRoute>;
