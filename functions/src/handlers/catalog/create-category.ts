import { API_ROUTES, MESSAGES, categoryCreateConflict, categoryCreateSchema, slugify } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { parseJsonBody } from '../../http/parse';
import { created } from '../../http/responses';
import { createCategory, listCategories } from '../../repositories/category-repository';

export const handler = apiHandler(API_ROUTES.createCategory, async ({ event }) => {
  const body = parseJsonBody(event, categoryCreateSchema);
  const parentId = body.parentId ?? undefined;
  const slug = slugify(body.name);
  // Checked against what is there first (seeded categories claim no slugs); the
  // transaction's own claim then settles simultaneous creates.
  const refused = categoryCreateConflict(await listCategories(), slug, parentId);
  const result = refused ? { status: refused } : await createCategory({ name: body.name, slug, parentId });
  switch (result.status) {
    case 'parent-missing':
      throw badRequest(MESSAGES.api.categoryParentMissing, 'parentId');
    case 'duplicate':
      throw conflict(MESSAGES.api.categoryDuplicate);
    case 'created':
      return created({ data: { id: result.category.id, name: result.category.name } });
  }
});
