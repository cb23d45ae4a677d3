import type * as z from 'zod';
import type { Id } from '../schemas/common';

export interface DefaultComponentDataOptions {
  /** The year in a new footer's text; the current year by default. */
  readonly year?: number;
  /** The new component's id, from which a fixed banner's bannerName is derived. */
  readonly componentId?: Id;
}

/**
 * The storefront-safe half of a component type: what the server validates and the storefront
 * renders from (its settings schema, the settings a new one starts with, its label). The renderer
 * (web/src/storefront/components/renderers.tsx) and the editor (web/src/features/theme/editors/
 * editor-types.ts) are maps typed against the union these make, so a type without either is a
 * type error.
 */
export interface ComponentTypeDefinition<S extends z.ZodType = z.ZodType, L extends string | null = string | null> {
  /** The type label of the sidebar, the add drawer and new components' names; null where the spec gives none (POPUP). */
  readonly label: L;
  /** componentData of a component of this type. */
  readonly schema: S;
  /** componentData of a component of this type when it is added from the builder (platform §4). */
  defaults(options: DefaultComponentDataOptions): z.output<S>;
  /** Adding one to a tab that has one only selects the existing one (header, footer). */
  readonly uniquePerTab?: boolean;
}

/** Keeps a definition's literal label and exact schema type, which the derived label map and unions read. */
export const defineComponentType = <S extends z.ZodType, const L extends string | null>(
  definition: ComponentTypeDefinition<S, L>,
): ComponentTypeDefinition<S, L> => definition;
