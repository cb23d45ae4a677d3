import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import type { ProductListSettings, ThemeComponent } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';
import { ProductCard } from './ProductCard';
import { fontFamily } from './style-helpers';
import { useReducedMotion } from './use-reduced-motion';

type ListItem = ThemeComponent['products'][number];

const SPACING_REM: Record<ProductListSettings['topSpacing'], number> = { none: 0, small: 1, medium: 2, normal: 3, large: 5 };

function ListCard({ item }: { item: ListItem }) {
  // The server puts the catalogue's card in `product` (name, slug, price, first image); the preview has the saved picker entry.
  return item.product ? <ProductCard product={item.product} /> : null;
}

function Slider({ items, data }: { items: ListItem[]; data: ProductListSettings }) {
  const track = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const pages = Math.max(1, Math.ceil(items.length / data.desktopColumns));
  const go = (next: number) => {
    const target = data.infinite ? ((next % pages) + pages) % pages : Math.max(0, Math.min(pages - 1, next));
    setPage(target);
    const el = track.current;
    // jsdom has no scrollTo on elements.
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const goNext = useEffectEvent(() => go(page + 1));
  const canAutoPlay = data.autoPlay && pages > 1 && !paused && !reducedMotion;
  useEffect(() => {
    if (!canAutoPlay) return undefined;
    const timer = window.setInterval(goNext, data.autoPlaySpeed);
    return () => window.clearInterval(timer);
  }, [canAutoPlay, data.autoPlaySpeed, page]);
  return (
    <div className="sf-slider" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <div ref={track} className="sf-slider-track sf-product-grid">
        {items.map((item) => (
          <ListCard key={String(item.productId)} item={item} />
        ))}
      </div>
      {pages > 1 && (data.showBottomArrows || data.showBottomDots) && (
        <div className="sf-slider-controls">
          {data.showBottomArrows && (
            <button
              type="button"
              className="sf-arrow-inline"
              aria-label={T.previous}
              onClick={() => go(page - 1)}
              disabled={!data.infinite && page === 0}
            >
              ‹
            </button>
          )}
          {data.showBottomDots && (
            <div className="sf-dots sf-dots--inline">
              {Array.from({ length: pages }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className={i === page ? 'is-active' : undefined}
                  aria-label={T.slide(i + 1, pages)}
                  aria-current={i === page}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          )}
          {data.showBottomArrows && (
            <button
              type="button"
              className="sf-arrow-inline"
              aria-label={T.next}
              onClick={() => go(page + 1)}
              disabled={!data.infinite && page === pages - 1}
            >
              ›
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** PRODUCT_LIST: the component's products in a grid that loads more, or a slider. */
export function ProductList({ data, products }: { data: ProductListSettings; products: ThemeComponent['products'] }) {
  const items = [...products].filter((p) => p.product).sort((a, b) => a.order - b.order);
  const [shown, setShown] = useState(data.showPagination ? data.itemsPerPage : items.length);
  const slider = data.layout === 'slider' || data.enableSlider;
  const style = {
    paddingTop: `${SPACING_REM[data.topSpacing]}rem`,
    paddingBottom: `${SPACING_REM[data.bottomSpacing]}rem`,
    '--sf-cols-mobile': data.mobileColumns,
    '--sf-cols-tablet': data.tabletColumns,
    '--sf-cols-desktop': data.desktopColumns,
  } as CSSProperties;
  return (
    <section className="sf-product-list" style={style}>
      {(data.title || data.description) && (
        <div className={`sf-section-head sf-align-${data.contentPosition}`}>
          {data.title && <h2 style={{ fontSize: data.titleFontSize, fontWeight: data.titleFontWeight, color: data.titleColor }}>{data.title}</h2>}
          {data.description && (
            <p
              style={{
                fontSize: data.descriptionFontSize,
                fontWeight: data.descriptionFontWeight,
                color: data.descriptionColor,
                fontFamily: fontFamily('inter'),
              }}
            >
              {data.description}
            </p>
          )}
        </div>
      )}
      {items.length === 0 ? (
        <p className="sf-muted">{T.noListProducts}</p>
      ) : slider ? (
        <Slider items={items} data={data} />
      ) : (
        <>
          <div className="sf-product-grid">
            {items.slice(0, shown).map((item) => (
              <ListCard key={String(item.productId)} item={item} />
            ))}
          </div>
          {shown < items.length && (
            <div className="sf-load-more">
              <button type="button" className="sf-btn sf-btn--outline" onClick={() => setShown((n) => n + data.loadMoreCount)}>
                {T.loadMore}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
