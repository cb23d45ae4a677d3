import { useEffect, useState } from 'react';
import { API_ROUTES, canAny, type Brand, type Category } from '@shop/shared';
import { useSignedInUser } from '../auth/auth-context';
import { fetchBrands, fetchCategories } from './catalog-api';

/**
 * Brands and categories for filters and labels, each only when the caller's roles may read
 * it (an analyst sees products but not the brand list): `undefined` means not allowed or not there.
 */
export const useCatalogOptions = () => {
  const { groups } = useSignedInUser();
  const mayBrands = canAny(groups, API_ROUTES.listBrands.access.anyOf);
  const mayCategories = canAny(groups, API_ROUTES.listCategories.access.anyOf);
  const [brands, setBrands] = useState<Brand[]>();
  const [categories, setCategories] = useState<Category[]>();
  useEffect(() => {
    const controller = new AbortController();
    // Labels and filters are extras: the list works without them, so a failure only leaves them out.
    if (mayBrands) fetchBrands(controller.signal).then(setBrands, () => undefined);
    if (mayCategories) fetchCategories(controller.signal).then(setCategories, () => undefined);
    return () => controller.abort();
  }, [mayBrands, mayCategories]);
  return { brands, categories, mayBrands, mayCategories };
};
