import * as z from 'zod';

/** A page of a list: `{data, nextCursor?}` as every list route answers. */
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), nextCursor: z.string().optional() });
export interface Page<T> {
  data: T[];
  nextCursor?: string | undefined;
}

/** A single record: `{data}`. */
export const recordSchema = <T extends z.ZodType>(item: T) => z.object({ data: item });
