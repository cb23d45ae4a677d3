import * as z from 'zod';
import { enumOf } from './common';

/** Storefront button variants (platform §3, popup buttons); header buttons use them too. */
export const BUTTON_VARIANTS = [
  'default',
  'danger',
  'blue',
  'purple',
  'pink',
  'yellow',
  'indigo',
  'teal',
  'cyan',
  'gray',
  'outline',
  'secondary',
  'destructive',
  'success',
  'warning',
] as const;
export const buttonVariantSchema = enumOf(BUTTON_VARIANTS);
export type ButtonVariant = z.infer<typeof buttonVariantSchema>;
