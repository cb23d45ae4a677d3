import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { bool, idSchema, int, list, object, shortText, text } from './common';

/** Product names are allowed 300 characters in the catalogue. */
const searchProductSchema = object({ id: idSchema, name: text(300) });

const searchUserSchema = object({
  id: idSchema,
  name: shortText(),
  surname: shortText(),
  email: text(320),
});

export const searchResultSchema = object({
  products: list(searchProductSchema, 1000).default([]),
  users: list(searchUserSchema, 1000).default([]),
  guests: list(searchUserSchema.extend({ _orderCount: int(0, Number.MAX_SAFE_INTEGER) }), 1000).default([]),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/admin/search answer. */
export const searchResponseSchema = object({
  success: bool(),
  data: searchResultSchema.optional(),
  error: text(FIELD_LIMITS.text).optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
