import { HEADER_ELEMENT_LABELS, MESSAGES, headerElementKey, type HeaderElement, type HeaderElementType } from '@shop/shared';
import { HEADER_TEXTS as T } from './header-texts';

type Devices = HeaderElement['responsive'];
const DEVICES = ['mobile', 'tablet', 'desktop'] as const satisfies readonly (keyof Devices)[];

/**
 * Component editors §5: an element already in the column (the same type, or the same social account)
 * is refused with the spec's warning, marked at the field that makes it the same.
 */
export const elementConflict = (
  elements: readonly HeaderElement[],
  element: HeaderElement,
): { readonly path: string; readonly message: string } | undefined => {
  const key = headerElementKey(element);
  const taken = elements.some((other) => String(other.id) !== String(element.id) && headerElementKey(other) === key);
  return taken ? { path: element.type === 'socialMedia' ? 'socialMediaId' : 'type', message: MESSAGES.validation.elementAlreadyInColumn } : undefined;
};

/** Choosing a type names the element after it; only a social element keeps an account. */
export const elementTypePreset = (type: HeaderElementType): Pick<HeaderElement, 'name' | 'socialMediaId'> => ({
  name: HEADER_ELEMENT_LABELS[type],
  socialMediaId: undefined,
});

/** "Logo · Mobil, Masaüstü": the element and the devices it shows on. */
export const elementTitle = (element: HeaderElement): string => {
  const shown = DEVICES.filter((device) => element.responsive[device]).map((device) => T.element.devicesShort[device]);
  return `${element.name || HEADER_ELEMENT_LABELS[element.type]} · ${shown.length > 0 ? shown.join(', ') : T.element.hiddenEverywhere}`;
};
