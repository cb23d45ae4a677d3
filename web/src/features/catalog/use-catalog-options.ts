import { API_ROUTES, canAny } from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { useSignedInUser } from '../../session/auth/auth-context';
import { fetchBrands, fetchCategories } from './catalog-api';

/**
 * Brands and categories for filters and labels, each only when the caller's roles may read
 * it (an analyst sees products but not the brand list): `undefined` means not allowed or not there.
 * Labels and filters are extras: the list works without them, so a failure only leaves them out.
 */
export const useCatalogOptions = () => {
  const { groups } = useSignedInUser();
  const mayBrands = canAny(groups, API_ROUTES.listBrands.access.anyOf);
  const mayCategories = canAny(groups, API_ROUTES.listCategories.access.anyOf);
  const brands = useRemoteData((signal) => (mayBrands ? fetchBrands(signal) : Promise.resolve(undefined)), `brands:${String(mayBrands)}`);
  const categories = useRemoteData(
    (signal) => (mayCategories ? fetchCategories(signal) : Promise.resolve(undefined)),
    `categories:${String(mayCategories)}`,
  );
  return { brands: brands.data, categories: categories.data, mayBrands, mayCategories };
};
