import * as z from 'zod';
import { mediaTypeSchema } from '@shop/shared';
import { pageSchema, recordSchema } from '../data-page/page-schema';

/** A media library item as the media routes answer it. */
export const libraryMediaSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: mediaTypeSchema,
  filePath: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  status: z.enum(['PENDING', 'READY']),
});
export type LibraryMedia = z.infer<typeof libraryMediaSchema>;

export const mediaPageSchema = pageSchema(libraryMediaSchema);
export const mediaRecordSchema = recordSchema(libraryMediaSchema);

/** POST /api/admin/media/uploads: the pending item and where to PUT its bytes. */
export const mediaUploadTicketSchema = recordSchema(
  z.object({ media: libraryMediaSchema, uploadUrl: z.string(), headers: z.record(z.string(), z.string()) }),
);
export type MediaUploadTicket = z.infer<typeof mediaUploadTicketSchema>['data'];
