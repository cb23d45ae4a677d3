import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { ProductListSettings, ThemeComponent } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';
import { ProductCard, type CardData } from './ProductCard';
import { columnSizes } from './ResponsiveImage';
import { fontFamily } from './style-helpers';
import { useListedCards } from './use-listed-cards';
import { useReducedMotion } from './use-reduced-motion';

const SPACING_REM: Record<ProductListSettings['topSpacing'], number> = { none: 0, small: 1, medium: 2, normal: 3, large: 5 };

/** The same breakpoints as the grid's CSS (storefront.css: tablet up to 1024 px, mobile below 768 px). */
const MOBILE = '(max-width: 767.98px)';
const TABLET = '(max-width: 1024px)';

const subscribeWidth = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const lists = [window.matchMedia(MOBILE), window.matchMedia(TABLET)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
};
const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** How wide a card's image shows: its share of the block's columns on each device. */
const cardSizes = (data: ProductListSettings) => columnSizes(data.mobileColumns, data.tabletColumns, data.desktopColumns);

/** The columns the slider shows on this screen: a page of the slider is one row of them. */
const useColumns = (data: ProductListSettings): number =>
  useSyncExternalStore(
    subscribeWidth,
    () => (matches(MOBILE) ? data.mobileColumns : matches(TABLET) ? data.tabletColumns : data.desktopColumns),
    // The server knows no screen: it renders the desktop's row, the browser re-pages after hydrating.
    () => data.desktopColumns,
  );

/**
 * The slider: one row of cards per page, with previous/next and a dot per page (buttons, so the
 * keyboard reaches them). Autoplay turns pages only while nobody points at or focuses the slider,
 * has a visible pause control, and never runs when the visitor asked for reduced motion.
 */
function Slider({ cards, data }: { cards: CardData[]; data: ProductListSettings }) {
  const track = useRef<HTMLDivElement>(null);
  const columns = useColumns(data);
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const pages = Math.max(1, Math.ceil(cards.length / columns));
  const current = Math.min(page, pages - 1);
  const go = (next: number) => {
    const target = data.infinite ? ((next % pages) + pages) % pages : Math.max(0, Math.min(pages - 1, next));
    setPage(target);
    const el = track.current;
    // jsdom has no scrollTo on elements.
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const goNext = useEffectEvent(() => go(current + 1));
  const autoPlays = data.autoPlay && pages > 1 && !reducedMotion;
  const rotating = autoPlays && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(goNext, data.autoPlaySpeed);
    return () => window.clearInterval(timer);
  }, [rotating, data.autoPlaySpeed, current]);
  return (
    <div
      className="sf-slider"
      role="region"
      aria-roledescription={T.productSlider}
      aria-label={data.title || T.products}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={track} className="sf-slider-track sf-product-grid" aria-live={rotating ? 'off' : 'polite'}>
        {cards.map((card) => (
          <ProductCard key={String(card.id)} product={card} sizes={cardSizes(data)} />
        ))}
      </div>
      {pages > 1 && (data.showBottomArrows || data.showBottomDots || autoPlays) && (
        <div className="sf-slider-controls">
          {autoPlays && (
            <button
              type="button"
              className="sf-arrow-inline"
              aria-label={stopped ? T.playProducts : T.pauseProducts}
              onClick={() => setStopped((s) => !s)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
          {data.showBottomArrows && (
            <button
              type="button"
              className="sf-arrow-inline"
              aria-label={T.previous}
              onClick={() => go(current - 1)}
              disabled={!data.infinite && current === 0}
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
                  className={i === current ? 'is-active' : undefined}
                  aria-label={T.slide(i + 1, pages)}
                  aria-current={i === current}
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
              onClick={() => go(current + 1)}
              disabled={!data.infinite && current === pages - 1}
            >
              ›
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The grid: the first page (or all, without pagination), then "load more" adds the set count. */
function Grid({ cards, data }: { cards: CardData[]; data: ProductListSettings }) {
  const [shown, setShown] = useState(data.showPagination ? data.itemsPerPage : cards.length);
  const visible = data.showPagination ? cards.slice(0, shown) : cards;
  return (
    <>
      <div className="sf-product-grid">
        {visible.map((card) => (
          <ProductCard key={String(card.id)} product={card} sizes={cardSizes(data)} />
        ))}
      </div>
      {visible.length < cards.length && (
        <div className="sf-load-more">
          <button type="button" className="sf-btn sf-btn--outline" onClick={() => setShown((n) => n + data.loadMoreCount)}>
            {T.loadMore}
          </button>
        </div>
      )}
    </>
  );
}

/** PRODUCT_LIST: the listed products' current cards, in the saved order, in a grid that loads more or a slider. */
export function ProductList({ data, products, preview }: { data: ProductListSettings; products: ThemeComponent['products']; preview: boolean }) {
  const cards = useListedCards(products, preview);
  const slider = data.layout === 'slider';
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
      {cards.length === 0 ? (
        <p className="sf-muted">{T.noListProducts}</p>
      ) : slider ? (
        <Slider cards={cards} data={data} />
      ) : (
        // A changed page size (the builder's preview) starts the grid again from its first page.
        <Grid key={`${String(data.showPagination)}-${data.itemsPerPage}`} cards={cards} data={data} />
      )}
    </section>
  );
}
