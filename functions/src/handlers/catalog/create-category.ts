import { API_ROUTES, MESSAGES, categoryCreateConflict, slugify } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { created } from '../../http/responses';
import { createCategory, listCategories } from '../../repositories/category-repository';

export const handler = apiHandler(API_ROUTES.createCategory, async ({ body, caller }) => {
  const parentId = body.parentId ?? undefined;
  const slug = slugify(body.name);
  // Checked against what is there first (seeded categories claim no slugs); the
  // transaction's own claim then settles simultaneous creates.
  const refused = categoryCreateConflict(await listCategories(), slug, parentId);
  const result = refused
    ? { status: refused }
    : await createCategory({ name: body.name, slug, parentId }, (category) =>
        auditEntry(
          caller,
          API_ROUTES.createCategory,
          'category.created',
          { type: 'category', id: category.id, name: category.name },
          parentId ? `Alt kategori olarak eklendi (üst kategori ${parentId}).` : 'Ana kategori olarak eklendi.',
        ),
      );
  switch (result.status) {
    case 'parent-missing':
      throw badRequest(MESSAGES.api.categoryParentMissing, 'parentId');
    case 'duplicate':
      throw conflict(MESSAGES.api.categoryDuplicate);
    case 'created':
      return created({ data: { id: result.category.id, name: result.category.name } });
  }
});
