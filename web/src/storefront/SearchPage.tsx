import { useEffect, type CSSProperties } from 'react';
import { ProductCard } from './components/ProductCard';
import { setPageMeta } from './format';
import { LoadError, Status } from './Page';
import { fetchSearch } from './storefront-api';
import { STOREFRONT_TEXTS as T } from './texts';
import { useRemote } from './use-remote';
import { REMOTE_KEYS } from './ssr/prefetched';

const GRID = { '--sf-cols-mobile': 2, '--sf-cols-tablet': 3, '--sf-cols-desktop': 4 } as CSSProperties;
const MIN_QUERY = 2;

function SearchForm({ q }: { q: string }) {
  return (
    <form role="search" className="sf-search-page-form" action="/search" method="get">
      <label htmlFor="sf-search-q" className="sf-visually-hidden">
        {T.searchPlaceholder}
      </label>
      <input id="sf-search-q" type="search" name="q" defaultValue={q} placeholder={T.searchPlaceholder} />
      <button type="submit" className="sf-btn">
        {T.search}
      </button>
    </form>
  );
}

function Results({ q }: { q: string }) {
  const [answer, retry] = useRemote(REMOTE_KEYS.search(q), (signal) => fetchSearch(q, signal));
  if (answer.status === 'loading') return <Status>{T.searching}</Status>;
  if (answer.status === 'error') return <LoadError offline={answer.offline} onRetry={retry} />;
  const { products } = answer.data;
  if (products.length === 0) return <p className="sf-muted">{T.noResults(q)}</p>;
  return (
    <>
      <p className="sf-muted" role="status">
        {T.resultCount(products.length)}
      </p>
      <ul className="sf-product-grid" style={GRID}>
        {products.map((p) => (
          <ProductCard key={p.id} product={p} as="li" />
        ))}
      </ul>
    </>
  );
}

/** /search?q=: the shoppers' product search (active products, Turkish folding, word prefixes). */
export function SearchPage({ q }: { q: string }) {
  const query = q.trim();
  useEffect(() => setPageMeta(query ? T.searchTitle(query) : T.search, T.searchMeta), [query]);
  return (
    <section className="sf-search-page" aria-labelledby="sf-search-title">
      <h1 id="sf-search-title">{query ? T.searchTitle(query) : T.search}</h1>
      <SearchForm q={query} />
      {query.length < MIN_QUERY ? <p className="sf-muted">{T.searchHint}</p> : <Results q={query} />}
    </section>
  );
}
