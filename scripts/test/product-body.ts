/**
 * A whole product as the form sends it, in the seeded category "Elbise" ('3'): valid to create,
 * and to update (an update takes every field; null clears the compare-at price and the brand).
 * No options and no variants sent: the API makes (and on an update keeps) its one default variant.
 */
export const productBody = (name: string) => ({
  name,
  slug: '',
  description: '',
  price: 10,
  compareAtPrice: null,
  categoryIds: ['3'],
  brandId: null,
  images: [],
  isActive: true,
  optionTypeIds: [],
  variants: [],
  stockTypeId: null,
});
