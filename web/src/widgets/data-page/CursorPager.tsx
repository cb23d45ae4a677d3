import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { PAGE_SIZES } from './cursor-stack';
import { PAGE_TEXTS } from './texts';
import type { CursorPages } from './use-cursor-pages';

const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ label: PAGE_TEXTS.perPage(n), value: n }));

/** Previous / Next over the API's cursors (it gives no total, so there are no page links). */
export function CursorPager({ pages }: { readonly pages: CursorPages<unknown> }) {
  const busy = pages.status === 'loading';
  return (
    <nav className="cursor-pager" aria-label={PAGE_TEXTS.pageNumber(pages.pageNumber)}>
      <div className="cursor-pager-steps">
        <Button
          label={PAGE_TEXTS.previous}
          icon="pi pi-angle-left"
          text
          aria-label={PAGE_TEXTS.previousPage}
          disabled={!pages.hasPrevious || busy}
          onClick={pages.previous}
        />
        <span className="cursor-pager-number" aria-live="polite">
          {PAGE_TEXTS.pageNumber(pages.pageNumber)}
        </span>
        <Button
          label={PAGE_TEXTS.next}
          icon="pi pi-angle-right"
          iconPos="right"
          text
          aria-label={PAGE_TEXTS.nextPage}
          disabled={!pages.hasNext || busy}
          onClick={pages.next}
        />
      </div>
      <Dropdown
        value={pages.limit}
        options={SIZE_OPTIONS}
        onChange={(e) => pages.setLimit(Number(e.value))}
        ariaLabel={PAGE_TEXTS.pageSize}
        disabled={busy}
      />
    </nav>
  );
}
