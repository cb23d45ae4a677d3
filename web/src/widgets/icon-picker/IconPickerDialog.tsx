import { useEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { ProgressSpinner } from 'primereact/progressspinner';
import { ICON_DIALOG_LIST_HEIGHT_PX, ICON_GRID_CELL_PX, ICON_SEARCH_DEBOUNCE_MS, MESSAGES, type Icon } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';
import { useDebouncedValue } from '../use-debounced-value';
import { iconErrorMessage } from './icon-pages';
import { useIconPages, type IconPagesHandle } from './use-icon-pages';
import './icon-picker.css';

export interface IconPickerDialogProps {
  readonly visible: boolean;
  /** The chosen icon's key, marked in the grid. */
  readonly value?: string | undefined;
  readonly onSelect: (icon: Icon) => void;
  readonly onHide: () => void;
}

/**
 * Picks one lucide icon by its Turkish name or key. Pages of 200 load as the list scrolls
 * and stop at the first short page. No icon package is bundled, so a cell shows the icon's
 * Turkish name and key rather than its drawing.
 */
export function IconPickerDialog({ visible, value, onSelect, onHide }: IconPickerDialogProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, ICON_SEARCH_DEBOUNCE_MS);
  const pages = useIconPages(debouncedSearch, visible);
  const searchRef = useRef<HTMLInputElement>(null);

  const choose = (icon: Icon) => {
    onSelect(icon);
    onHide();
  };

  return (
    <Dialog
      header={WIDGET_TEXTS.iconPicker.title}
      visible={visible}
      onHide={onHide}
      onShow={() => searchRef.current?.focus()}
      style={{ width: '52rem' }}
      breakpoints={{ '960px': '95vw' }}
    >
      <div className="icon-picker">
        <IconField iconPosition="left" className="icon-picker__search">
          <InputIcon className="pi pi-search" />
          <InputText
            aria-label={WIDGET_TEXTS.iconPicker.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={WIDGET_TEXTS.iconPicker.searchPlaceholder}
            ref={searchRef}
          />
        </IconField>
        <IconPickerBody pages={pages} value={value} onChoose={choose} />
      </div>
    </Dialog>
  );
}

function IconPickerBody({ pages, value, onChoose }: { pages: IconPagesHandle; value: string | undefined; onChoose: (icon: Icon) => void }) {
  if (pages.error && pages.icons.length === 0) return <IconLoadFailure pages={pages} />;
  if (pages.icons.length === 0) {
    return pages.loading || !pages.done ? (
      <div className="icon-picker__state" role="status" aria-label={WIDGET_TEXTS.loading}>
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      </div>
    ) : (
      <p className="icon-picker__state" role="status">
        {MESSAGES.empty.iconOrSelect}
      </p>
    );
  }
  return (
    <>
      <IconGrid pages={pages} value={value} onChoose={onChoose} />
      {pages.error ? <IconLoadFailure pages={pages} /> : null}
    </>
  );
}

function IconLoadFailure({ pages }: { pages: IconPagesHandle }) {
  return (
    <div className="icon-picker__state">
      <p className="p-error" role="alert">
        {pages.error ? iconErrorMessage(pages.error) : null}
      </p>
      <Button type="button" label={WIDGET_TEXTS.retry} icon="pi pi-refresh" outlined size="small" onClick={pages.retry} />
    </div>
  );
}

/** How close to the end of the list (in px) scrolling asks for the next page: about two rows. */
const LOAD_AHEAD_PX = ICON_GRID_CELL_PX * 2;

/** Cells in the first row of the grid: CSS fills rows as wide as the dialog allows. */
const columnsOf = (cells: readonly HTMLElement[]): number => {
  const top = cells[0]?.offsetTop;
  const inFirstRow = cells.findIndex((cell) => cell.offsetTop !== top);
  return inFirstRow < 0 ? cells.length : inFirstRow;
};

/** Arrow keys move focus between cells; up and down move by a row. */
const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
  const cells = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-icon-cell]')];
  const columns = Math.max(1, columnsOf(cells));
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
  if (step === undefined) return;
  const index = cells.indexOf(document.activeElement as HTMLButtonElement);
  const target = cells[index + step];
  if (index < 0 || !target) return;
  event.preventDefault();
  target.focus();
};

/**
 * Every loaded icon is rendered (the catalogue is a few hundred), so focus can reach any cell;
 * scrolling near the end asks for the next page.
 */
function IconGrid({ pages, value, onChoose }: { pages: IconPagesHandle; value: string | undefined; onChoose: (icon: Icon) => void }) {
  const listRef = useRef<HTMLDivElement>(null);
  const hasValue = value !== undefined && pages.icons.some((icon) => icon.key === value);
  // The chosen icon is shown once it is loaded; later pages do not pull the list back to it.
  const shownValue = useRef(false);
  useEffect(() => {
    if (!hasValue || shownValue.current) return;
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
    shownValue.current = true;
  }, [hasValue]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_AHEAD_PX) pages.loadMore();
  };

  return (
    <div
      ref={listRef}
      className="icon-picker__list"
      style={{
        height: ICON_DIALOG_LIST_HEIGHT_PX,
        gridTemplateColumns: `repeat(auto-fill, ${ICON_GRID_CELL_PX}px)`,
        gridAutoRows: ICON_GRID_CELL_PX,
      }}
      role="listbox"
      tabIndex={-1}
      aria-label={WIDGET_TEXTS.iconPicker.list}
      aria-busy={pages.loading}
      data-testid="icon-list"
      onScroll={onScroll}
      onKeyDown={moveFocus}
    >
      {pages.icons.map((icon) => (
        <IconCell key={icon.key} icon={icon} selected={icon.key === value} onChoose={onChoose} />
      ))}
      {pages.loading ? (
        <p className="icon-picker__more" role="status">
          {WIDGET_TEXTS.iconPicker.loadingMore}
        </p>
      ) : null}
    </div>
  );
}

function IconCell({ icon, selected, onChoose }: { icon: Icon; selected: boolean; onChoose: (icon: Icon) => void }) {
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      data-icon-cell
      className={`icon-picker__cell${selected ? ' icon-picker__cell--selected' : ''}`}
      title={icon.key}
      onClick={() => onChoose(icon)}
    >
      <span className="icon-picker__name">{icon.turkishName || icon.key}</span>
      <span className="icon-picker__key">{icon.key}</span>
    </button>
  );
}
