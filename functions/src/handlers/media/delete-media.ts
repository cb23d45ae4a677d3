import { API_ROUTES, MEDIA_DELETE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { mediaUsage } from '../../domain/content/media-usage';
import { apiHandler } from '../../http/api-handler';
import { inUse, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deleteMediaItem, getMedia } from '../../repositories/media-repository';
import { deleteObject } from '../../repositories/media-storage';

/**
 * Deletes a library file that nothing uses; one in use is 409 listing where (products, theme parts,
 * theme settings) and nothing is deleted. The library item goes first, then its bytes: a failure in
 * between leaves bytes nobody lists (harmless), never a listed file without bytes. A product saved
 * with the file in the moment between the check and the delete would show an empty image; the
 * product form only offers files the library lists, so that needs a form opened before the delete.
 */
export const handler = apiHandler(API_ROUTES.deleteMedia, async ({ params: { id }, caller }) => {
  const stored = await getMedia(id);
  if (!stored) throw notFound(M.notFound);
  const usedBy = await mediaUsage(stored.media.filePath);
  if (usedBy.length > 0) throw inUse(M.inUse(usedBy.length), usedBy);
  const audit = auditEntry(
    caller,
    API_ROUTES.deleteMedia,
    'media.deleted',
    { type: 'media', id, name: stored.media.name },
    `Dosya silindi: ${stored.media.filePath}`,
  );
  if (!(await deleteMediaItem(id, audit))) throw notFound(M.notFound);
  await deleteObject(stored.objectKey);
  return ok({ deleted: true as const });
});
