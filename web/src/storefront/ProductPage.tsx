import { lazy, Suspense, useEffect, useState } from 'react';
import { AddToCart } from './components/AddToCart';
import { ResponsiveImage } from './components/ResponsiveImage';
import { choosable, OptionPicker, variantOf, type Selection } from './components/OptionPicker';
import { ProductCta, ProductDescription, ProductFaq, ProductSpecs } from './components/ProductContent';
import { formatPrice, setPageMeta, withShopName } from './format';
import { LoadError, NotFound, Status } from './Page';
import { fetchProduct, NotFoundError, type ProductAnswer } from './storefront-api';
import { STOREFRONT_TEXTS as T } from './texts';
import { useRemote } from './use-remote';
import { REMOTE_KEYS } from './ssr/prefetched';

// Ürün Soruları is its own chunk, loaded after the product: nothing of it in `/`'s first download.
const ProductQuestions = lazy(() => import('./questions/ProductQuestions'));

const MAIN_IMAGE_PX = 800;
const THUMB_PX = 160;
/** storefront.css: the gallery is the page's width on phones, half of it beside the details from 768 px. */
const MAIN_IMAGE_SIZES = '(max-width: 767.98px) 100vw, calc(min(100vw, 80rem) / 2)';
const DESCRIPTION_META_MAX = 160;

/** The meta description: the product's description on one line, cut at a word near 160 characters. */
const metaDescription = (p: ProductAnswer['product']): string => {
  const flat = p.description.replace(/\s+/g, ' ').trim() || `${p.name} – ${formatPrice(p.price)}`;
  if (flat.length <= DESCRIPTION_META_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_META_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

/** The variant the page opens with: the one `?v=SKU` names, else the first that can be chosen, else the first. */
const initialVariant = (data: ProductAnswer, variantSku: string | null) => {
  const sku = variantSku?.toUpperCase();
  return data.variants.find((v) => v.sku === sku) ?? data.variants.find((v) => choosable(v, data.allowBackorder)) ?? data.variants[0];
};

/** The chosen variant's images first (those it names), then the rest of the product's. */
const imagesFor = (images: ProductAnswer['product']['images'], paths: readonly string[] | undefined) =>
  paths ? [...images.filter((i) => paths.includes(i.filePath)), ...images.filter((i) => !paths.includes(i.filePath))] : images;

function ProductView({ data, variantSku }: { data: ProductAnswer; variantSku: string | null }) {
  const p = data.product;
  useEffect(() => setPageMeta(withShopName(T.productTitle(p.name)), metaDescription(p)), [p]);
  const [selection, setSelection] = useState<Selection>(() => initialVariant(data, variantSku)?.options ?? {});
  const variant = variantOf(data.variants, selection);
  // A product without option types sells its one variant.
  const sold = data.optionTypes.length > 0 ? variant : (variant ?? data.variants[0]);
  const hasOptions = data.optionTypes.length > 0;
  // The address names the chosen variant, so a shared link opens it (replaced, not pushed: Back leaves the page).
  useEffect(() => {
    if (!hasOptions || !variant) return;
    const url = new URL(window.location.href);
    url.searchParams.set('v', variant.sku);
    window.history.replaceState(window.history.state, '', url);
  }, [hasOptions, variant]);
  const price = variant?.price ?? p.price;
  const compareAtPrice = variant ? variant.compareAtPrice : p.compareAtPrice;
  const inStock = variant ? variant.inStock : p.inStock;
  const [first, ...rest] = imagesFor(p.images, variant?.imagePaths);
  const discounted = compareAtPrice !== undefined && compareAtPrice > price;
  return (
    <article className="sf-product-page">
      <nav aria-label={T.breadcrumb} className="sf-breadcrumb">
        <ol>
          <li>
            <a href="/">{T.home}</a>
          </li>
          {data.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <a href={crumb.href}>{crumb.name}</a>
            </li>
          ))}
          <li>
            <span aria-current="page">{p.name}</span>
          </li>
        </ol>
      </nav>
      <div className="sf-product-layout">
        <div className="sf-product-gallery">
          {first ? (
            // The largest image of the page: fetched first, its square reserved.
            <ResponsiveImage
              className="sf-product-main-image"
              source={first}
              sizes={MAIN_IMAGE_SIZES}
              alt={first.alt}
              box={{ width: MAIN_IMAGE_PX, height: MAIN_IMAGE_PX }}
              loading="priority"
            />
          ) : (
            <div className="sf-product-main-image sf-product-image" aria-hidden="true">
              {p.name.charAt(0)}
            </div>
          )}
          {rest.length > 0 && (
            <ul className="sf-product-thumbs" aria-label={T.moreImages}>
              {rest.map((image) => (
                <li key={image.filePath}>
                  <ResponsiveImage source={image} sizes={`${THUMB_PX}px`} alt={image.alt} box={{ width: THUMB_PX, height: THUMB_PX }} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="sf-product-info">
          {p.brand && <p className="sf-product-brand">{p.brand}</p>}
          <h1>{p.name}</h1>
          <p className="sf-price sf-price--large">
            <span className={discounted ? 'sf-price-now sf-price-now--sale' : 'sf-price-now'}>{formatPrice(price)}</span>
            {discounted && (
              <s className="sf-price-was">
                <span className="sf-visually-hidden">{T.wasPrice} </span>
                {formatPrice(compareAtPrice)}
              </s>
            )}
          </p>
          <ProductCta cta={data.content.cta} />
          {hasOptions && (
            <OptionPicker
              optionTypes={data.optionTypes}
              variants={data.variants}
              selection={selection}
              allowBackorder={data.allowBackorder}
              onChange={setSelection}
            />
          )}
          {/* Announced when the choice changes its stock state. */}
          <p className={inStock ? 'sf-stock sf-stock--in' : 'sf-stock sf-stock--out'} aria-live="polite">
            {inStock ? T.inStock : T.outOfStock}
          </p>
          <AddToCart variant={sold} hasVariants={data.variants.length > 0} allowBackorder={data.allowBackorder} />
          <ProductDescription html={data.content.description} plain={p.description} />
          <ProductSpecs specs={data.content.specs} />
          <ProductFaq faq={data.content.faq} />
        </div>
      </div>
      <Suspense fallback={null}>
        <ProductQuestions key={p.id} productId={p.id} />
      </Suspense>
    </article>
  );
}

/** /product/{slug}: an active product, or a Turkish 404. */
export function ProductPage({ slug, variantSku }: { slug: string; variantSku: string | null }) {
  const [product, retry] = useRemote(REMOTE_KEYS.product(slug), (signal) => fetchProduct(slug, signal));
  const missing = product.status === 'error' && product.error instanceof NotFoundError;
  useEffect(() => {
    if (missing) setPageMeta(T.productNotFound, T.notFoundText);
  }, [missing]);
  if (product.status === 'loading') return <Status>{T.loading}</Status>;
  if (product.status === 'error') return missing ? <NotFound title={T.productNotFound} /> : <LoadError offline={product.offline} onRetry={retry} />;
  return <ProductView data={product.data} variantSku={variantSku} />;
}
