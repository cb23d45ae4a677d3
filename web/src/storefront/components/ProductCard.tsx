import type { ProductCard as Card } from '@shop/shared';
import { formatPrice, productHref } from '../format';
import { STOREFRONT_TEXTS as T } from '../texts';
import { columnSizes, ResponsiveImage } from './ResponsiveImage';

/**
 * What a card may know: a name and slug at least (a saved copy the builder still holds, until the
 * catalogue answers), the catalogue's card with price, image and stock when it has been read.
 */
export type CardData = Pick<Card, 'name' | 'slug'> &
  Partial<Pick<Card, 'price' | 'compareAtPrice' | 'image' | 'inStock' | 'priceFrom' | 'pricesDiffer'>> & { readonly id: string | number };

const ASPECT = 1;
const CARD_IMAGE_PX = 400;

/**
 * One product card (product-list blocks, category pages, search): the first image (lazy, its
 * square reserved so nothing moves), the name, the price and an out-of-stock mark, the whole card
 * a link to /product/{slug}.
 */
/** A category or search page's grid: one column on phones, two on tablets, four on the page's width. */
const CARD_SIZES = columnSizes(1, 2, 4);

/** `sizes`: how wide the card's image shows (columnSizes of its grid). */
export function ProductCard({ product, as: Tag = 'article', sizes = CARD_SIZES }: { product: CardData; as?: 'article' | 'li'; sizes?: string }) {
  const { name, slug, price, compareAtPrice, image, inStock, priceFrom, pricesDiffer } = product;
  const discounted = price !== undefined && compareAtPrice !== undefined && compareAtPrice > price;
  // Variants at different prices: the lowest, "from" (the compare-at price belongs to one of them only).
  const from = pricesDiffer && priceFrom !== undefined ? priceFrom : undefined;
  const body = (
    <>
      {image ? (
        <ResponsiveImage
          className="sf-product-image"
          source={image}
          sizes={sizes}
          alt={image.alt}
          box={{ width: CARD_IMAGE_PX, height: CARD_IMAGE_PX * ASPECT }}
        />
      ) : (
        <div className="sf-product-image" aria-hidden="true">
          {name.charAt(0)}
        </div>
      )}
      <h3>{name}</h3>
      {from !== undefined ? (
        <p className="sf-price">
          <span className="sf-price-now">{T.priceFrom(formatPrice(from))}</span>
        </p>
      ) : (
        price !== undefined && (
          <p className="sf-price">
            <span className={discounted ? 'sf-price-now sf-price-now--sale' : 'sf-price-now'}>{formatPrice(price)}</span>
            {discounted && <s className="sf-price-was">{formatPrice(compareAtPrice)}</s>}
          </p>
        )
      )}
      {/* Only a card read from the catalogue knows its stock; a sold-out product stays listed, marked. */}
      {inStock === false && <p className="sf-stock sf-stock--out sf-stock--card">{T.outOfStock}</p>}
    </>
  );
  return (
    <Tag className="sf-product-card" {...(Tag === 'article' ? { 'aria-label': name || undefined } : {})}>
      {slug ? (
        <a className="sf-product-link" href={productHref(slug)}>
          {body}
        </a>
      ) : (
        body
      )}
    </Tag>
  );
}
