import { Fragment, useEffect, type ReactNode } from 'react';
import { setPageMeta } from '../format';
import { LoadError, NotFound, Status } from '../Page';
import { fetchContentPage, NotFoundError, type ContentPageAnswer } from '../storefront-api';
import { STOREFRONT_TEXTS as T } from '../texts';
import { useRemote } from '../use-remote';
import { splitPageBody } from './page-body';
import { REMOTE_KEYS } from '../ssr/prefetched';

const DESCRIPTION_META_MAX = 160;

/** The meta description: the page's SEO description, else its text on one line, cut near 160 characters. */
const metaDescription = (page: ContentPageAnswer['page']): string => {
  if (page.seoDescription) return page.seoDescription;
  const text = new DOMParser().parseFromString(page.bodyHtml, 'text/html').body.textContent;
  const flat = text.replace(/\s+/g, ' ').trim() || page.title;
  return flat.length <= DESCRIPTION_META_MAX ? flat : `${flat.slice(0, DESCRIPTION_META_MAX - 1)}…`;
};

export interface ContentPageProps {
  readonly slug: string;
  /** Draws a form placed in the page (the form builder's); without it a form block draws nothing. */
  readonly renderForm?: ((formId: string) => ReactNode) | undefined;
}

function PageView({ page, renderForm }: { page: ContentPageAnswer['page']; renderForm: ContentPageProps['renderForm'] }) {
  useEffect(() => setPageMeta(T.contentPageTitle(page.seoTitle || page.title), metaDescription(page)), [page]);
  return (
    <article className="sf-content-page">
      <nav aria-label={T.breadcrumb} className="sf-breadcrumb">
        <ol>
          <li>
            <a href="/">{T.home}</a>
          </li>
          <li>
            <span aria-current="page">{page.title}</span>
          </li>
        </ol>
      </nav>
      <h1>{page.title}</h1>
      <div className="sf-rich-text sf-content-page__body">
        {splitPageBody(page.bodyHtml).map((part, i) =>
          part.kind === 'form' ? (
            <Fragment key={i}>{renderForm?.(part.formId) ?? null}</Fragment>
          ) : (
            // Safe to inject: the server ran it through sanitize-html's allow-list when it was saved and
            // again when it served this answer (no scripts, styles, event handlers or unsafe links).
            <div key={i} dangerouslySetInnerHTML={{ __html: part.html }} />
          ),
        )}
      </div>
    </article>
  );
}

/** /sayfa/{slug}: a published page in the shop's frame, or the Turkish 404 (a draft or an unknown address). */
export function ContentPage({ slug, renderForm }: ContentPageProps) {
  const [page, retry] = useRemote(REMOTE_KEYS.page(slug), (signal) => fetchContentPage(slug, signal));
  const missing = page.status === 'error' && page.error instanceof NotFoundError;
  useEffect(() => {
    if (missing) setPageMeta(T.notFoundTitle, T.notFoundText);
  }, [missing]);
  if (page.status === 'loading') return <Status>{T.loading}</Status>;
  if (missing) return <NotFound />;
  if (page.status === 'error') return <LoadError offline={page.offline} onRetry={retry} />;
  return <PageView page={page.data.page} renderForm={renderForm} />;
}
