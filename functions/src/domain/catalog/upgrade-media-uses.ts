import { listProducts, putMediaUses } from '../../repositories/product-repository';

/**
 * Products stored before the media library asked "is this file used?" (issue 26) get their
 * media-use items, on sale and archived alike, so a file they show cannot be deleted. Runs at every
 * local start and in `npm run upgrade-data`; writing the items again is harmless. Returns how many
 * products it read.
 */
export const upgradeProductMediaUses = async (): Promise<number> => {
  let read = 0;
  for (const archived of [false, true]) {
    let cursor: string | undefined;
    do {
      const page = await listProducts({ limit: 100, archived, ...(cursor ? { cursor } : {}) });
      await putMediaUses(page.data.filter((p) => p.images.length > 0));
      read += page.data.length;
      cursor = page.nextCursor;
    } while (cursor);
  }
  return read;
};
