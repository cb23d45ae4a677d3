import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { PAGE_SIZES } from './cursor-stack';
import { PAGE_TEXTS } from './texts';

interface Props {
  readonly pageNumber: number;
  readonly limit: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly busy: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onLimit: (limit: number) => void;
}

const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ label: PAGE_TEXTS.perPage(n), value: n }));

/** Previous / Next over the API's cursors (it gives no total, so there are no page links). */
export function CursorPager(props: Props) {
  return (
    <nav className="cursor-pager" aria-label={PAGE_TEXTS.pageNumber(props.pageNumber)}>
      <div className="cursor-pager-steps">
        <Button
          label={PAGE_TEXTS.previous}
          icon="pi pi-angle-left"
          text
          aria-label={PAGE_TEXTS.previousPage}
          disabled={!props.hasPrevious || props.busy}
          onClick={props.onPrevious}
        />
        <span className="cursor-pager-number" aria-live="polite">
          {PAGE_TEXTS.pageNumber(props.pageNumber)}
        </span>
        <Button
          label={PAGE_TEXTS.next}
          icon="pi pi-angle-right"
          iconPos="right"
          text
          aria-label={PAGE_TEXTS.nextPage}
          disabled={!props.hasNext || props.busy}
          onClick={props.onNext}
        />
      </div>
      <Dropdown
        value={props.limit}
        options={SIZE_OPTIONS}
        onChange={(e) => props.onLimit(Number(e.value))}
        ariaLabel={PAGE_TEXTS.pageSize}
        disabled={props.busy}
      />
    </nav>
  );
}
