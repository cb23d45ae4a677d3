import type { LibraryMedia } from '@shop/shared';

/** A ready PNG of the media library, as the list answers it. */
export const libraryMedia = (id: string, name: string): LibraryMedia => ({
  id,
  name,
  type: 'IMAGE',
  filePath: `/media/${id}/${name}`,
  contentType: 'image/png',
  size: 2048,
  createdAt: '2026-01-05T10:30:00.000Z',
  status: 'READY',
});
