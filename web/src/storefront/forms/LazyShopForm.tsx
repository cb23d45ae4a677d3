import { lazy, Suspense } from 'react';
import { SHOP_FORM_TEXTS as T } from './texts';

// The form's code (and its CSS) is its own chunk: nothing of it in `/`'s first download.
const ShopForm = lazy(() => import('./ShopForm'));

/** ShopForm loaded on demand: what a content page's `renderForm(formId)` and the `/form/{id}` page render. */
export function LazyShopForm({ formId }: { formId: string }) {
  return (
    <Suspense
      fallback={
        <p className="sf-form-status" role="status">
          {T.loading}
        </p>
      }
    >
      <ShopForm formId={formId} />
    </Suspense>
  );
}
