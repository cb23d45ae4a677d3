import { Fragment, type CSSProperties } from 'react';
import { ProductCard } from './components/ProductCard';
import { fetchCategory, NotFoundError, type CategoryAnswer } from './storefront-api';
import { LoadError, NotFound, Status } from './Page';
import { STOREFRONT_TEXTS as T } from './texts';
import { useRemote } from './use-remote';
import { REMOTE_KEYS } from './ssr/prefetched';

const collator = new Intl.Collator('tr-TR');

/** The category page is not a theme component: its grid is ours, two products a row even on phones. */
const CATEGORY_GRID = { '--sf-cols-mobile': 2, '--sf-cols-tablet': 3, '--sf-cols-desktop': 4 } as CSSProperties;

function CategoryView({ data }: { data: CategoryAnswer }) {
  const children = [...data.children].sort((a, b) => collator.compare(a.name, b.name));
  return (
    <article className="sf-category">
      <nav aria-label={T.breadcrumb} className="sf-breadcrumb">
        <ol>
          <li>
            <a href="/">{T.home}</a>
          </li>
          {data.breadcrumbs.map((crumb, i) => (
            <Fragment key={crumb.href}>
              <li>{i === data.breadcrumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.href}>{crumb.name}</a>}</li>
            </Fragment>
          ))}
        </ol>
      </nav>
      <h1>{data.category.name}</h1>
      {children.length > 0 && (
        <section aria-label={T.subCategories}>
          <h2 className="sf-visually-hidden">{T.subCategories}</h2>
          <ul className="sf-chips">
            {children.map((c) => (
              <li key={c.href}>
                <a href={c.href}>{c.name}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="sf-products-title">
        <h2 id="sf-products-title">{T.products}</h2>
        {data.products.length === 0 ? (
          <p className="sf-muted">{T.noProducts}</p>
        ) : (
          <ul className="sf-product-grid" style={CATEGORY_GRID}>
            {data.products.map((p) => (
              <ProductCard key={p.id} product={p} as="li" />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** /category/{slug path}: the category, its trail, sub-categories and products; an unknown path is a Turkish 404. */
export function CategoryPage({ slugPath }: { slugPath: string }) {
  const [category, retry] = useRemote(REMOTE_KEYS.category(slugPath), (signal) => fetchCategory(slugPath, signal));
  if (category.status === 'loading') return <Status>{T.loading}</Status>;
  if (category.status === 'error') {
    return category.error instanceof NotFoundError ? (
      <NotFound title={T.categoryNotFound} />
    ) : (
      <LoadError offline={category.offline} onRetry={retry} />
    );
  }
  return <CategoryView data={category.data} />;
}
