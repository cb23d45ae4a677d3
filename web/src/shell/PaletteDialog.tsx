import { useEffect, useId, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from 'primereact/dialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { API_ROUTES, MESSAGES, SEARCH_MIN_QUERY_LENGTH, SEARCH_RESULTS_MAX_HEIGHT_PX, canAny } from '@shop/shared';
import { useSignedInUser } from '../session/auth/auth-context';
import { pageGroupsFor, type PaletteItem } from './palette-pages';
import { moveActive, paletteGroups } from './palette-results';
import { setPaletteOpen, usePaletteOpen } from './palette-store';
import { SHELL_TEXTS } from './texts';
import { PALETTE_MARKS, usePaletteSearch } from './use-palette-search';

/** Where each group's options start in the one flat list the arrow keys walk. */
const groupOffsets = (groups: readonly { items: readonly unknown[] }[]): number[] =>
  groups.reduce<number[]>((starts, _group, i) => [...starts, i === 0 ? 0 : (starts[i - 1] ?? 0) + (groups[i - 1]?.items.length ?? 0)], []);

const searchAccess = API_ROUTES.search.access;

/** The palette's dialog: loaded the first time the palette opens, then kept so it can animate open and shut. */
export default function PaletteDialog() {
  const open = usePaletteOpen();
  return (
    <Dialog
      visible={open}
      onHide={() => setPaletteOpen(false)}
      showHeader={false}
      dismissableMask
      position="top"
      className="command-palette"
      aria-label={SHELL_TEXTS.palette}
      style={{ width: 'min(40rem, calc(100vw - 2rem))' }}
    >
      {open && <PaletteBody />}
    </Dialog>
  );
}

function PaletteBody() {
  const navigate = useNavigate();
  const { groups } = useSignedInUser();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const canSearch = typeof searchAccess === 'object' && canAny(groups, searchAccess.anyOf);
  const { result, searching } = usePaletteSearch(query, canSearch);

  const resultGroups = useMemo(() => paletteGroups(result, pageGroupsFor(groups, query)), [result, groups, query]);
  const flat = useMemo(() => resultGroups.flatMap((group) => group.items), [resultGroups]);

  // New results start at the first option (adjusted while rendering, not in an effect).
  const [activeIn, setActiveIn] = useState(resultGroups);
  if (activeIn !== resultGroups) {
    setActiveIn(resultGroups);
    setActive(0);
  }
  useLayoutEffect(() => {
    if (result) performance.mark(PALETTE_MARKS.rendered);
  }, [result]);

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    setPaletteOpen(false);
    void navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, flat.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Escape') {
      // Handled here too, so Escape works whatever has focus inside the palette.
      event.preventDefault();
      setPaletteOpen(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(flat[active]);
    }
  };

  useEffect(() => {
    document.getElementById(`${listId}-${String(active)}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const firstIndex = groupOffsets(resultGroups);
  return (
    <div className="palette">
      <IconField iconPosition="left" className="palette-input">
        <InputIcon className="pi pi-search" aria-hidden="true" />
        {/* The palette is a modal dialog: focus moves into it, as the dialog pattern asks. */}
        <InputText
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={SHELL_TEXTS.palettePlaceholder}
          aria-label={SHELL_TEXTS.paletteInput}
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          {...(flat[active] ? { 'aria-activedescendant': `${listId}-${active}` } : {})}
        />
      </IconField>
      <div
        id={listId}
        role="listbox"
        aria-label={SHELL_TEXTS.paletteResults}
        className="palette-results"
        style={{ maxHeight: SEARCH_RESULTS_MAX_HEIGHT_PX }}
      >
        {flat.length === 0 && !searching && <p className="palette-empty">{MESSAGES.empty.searchResults}</p>}
        {resultGroups.map((group, groupIndex) => (
          <div key={group.label} role="group" aria-label={group.label} className="palette-group">
            <div className="palette-group-label" aria-hidden="true">
              {group.label}
            </div>
            {group.items.map((item, itemIndex) => {
              const mine = (firstIndex[groupIndex] ?? 0) + itemIndex;
              return (
                // Combobox pattern: focus stays in the input (aria-activedescendant), which handles the arrows and Enter.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={item.key}
                  id={`${listId}-${mine}`}
                  role="option"
                  aria-selected={mine === active}
                  className="palette-option"
                  data-active={mine === active}
                  onMouseEnter={() => setActive(mine)}
                  onClick={() => choose(item)}
                >
                  <i className={item.icon} aria-hidden="true" />
                  <span className="palette-option-label">{item.label}</span>
                  {item.detail && <span className="palette-option-detail">{item.detail}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div className="palette-footer" aria-live="polite">
        {searching
          ? SHELL_TEXTS.paletteSearching
          : canSearch && Array.from(query.trim()).length < SEARCH_MIN_QUERY_LENGTH
            ? SHELL_TEXTS.paletteHint
            : SHELL_TEXTS.paletteKeys}
      </div>
    </div>
  );
}
