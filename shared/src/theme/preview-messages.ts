import * as z from 'zod';
import { PREVIEW_MESSAGE_TYPES } from '../constants';
import { themeComponentSchema } from '../schemas/theme-component';
import { themeConfigSchema, themeTypeSchema } from '../schemas/theme-config';
import { viewportSchema } from '../schemas/builder-state';

/**
 * The builder talks to the preview frame only through these three messages (platform spec §4).
 * The frame is the storefront entry in preview mode; both sides check the other's origin.
 */
const areaOrderSchema = z.object({
  top: z.array(z.string()),
  middle: z.array(z.string()),
  bottom: z.array(z.string()),
});

/**
 * Only what changed travels: `upserts` are whole components (new or edited), `removedIds` are gone,
 * and `order` (ids per area, every component of the area) is sent only when an area's order or
 * membership changed. `reset: true` means "this is everything" (first paint, tab reload, undo of many).
 */
export const updateThemeMessageSchema = z.object({
  type: z.literal(PREVIEW_MESSAGE_TYPES.updateTheme),
  reset: z.boolean().default(false),
  upserts: z.array(themeComponentSchema).default([]),
  removedIds: z.array(z.string()).default([]),
  order: areaOrderSchema.partial().optional(),
  viewport: viewportSchema.optional(),
  selectedComponentId: z.string().nullable().optional(),
});
export type UpdateThemeMessage = z.input<typeof updateThemeMessageSchema>;

export const scrollToComponentMessageSchema = z.object({
  type: z.literal(PREVIEW_MESSAGE_TYPES.scrollToComponent),
  componentId: z.string(),
});
export type ScrollToComponentMessage = z.input<typeof scrollToComponentMessageSchema>;

export const updateThemeConfigMessageSchema = z.object({
  type: z.literal(PREVIEW_MESSAGE_TYPES.updateThemeConfig),
  themeConfig: themeConfigSchema,
  themeType: themeTypeSchema,
});
export type UpdateThemeConfigMessage = z.input<typeof updateThemeConfigMessageSchema>;

export const previewMessageSchema = z.discriminatedUnion('type', [
  updateThemeMessageSchema,
  scrollToComponentMessageSchema,
  updateThemeConfigMessageSchema,
]);
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

/** The storefront runs as the builder's preview when opened with this query parameter. */
export const PREVIEW_QUERY_PARAM = 'preview';
