import { useMemo, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { MESSAGES, type Id, type SelectOption } from '@shop/shared';
import { apiFetch } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { toastError } from '../../ui/toast';
import { WIDGET_TEXTS } from '../texts';
import { canCreate, type InlineCreateRoute } from './inline-create';
import { TURKISH_MATCH_MODE } from './turkish-match-mode';
import './searchable-select.css';

export interface InlineCreate {
  /** Where `{name}` is posted (createBrand, createCategory). */
  readonly route: InlineCreateRoute;
  /** What is created, for the failure toast: "Yeni {thing} oluşturulurken hata oluştu." */
  readonly thing: string;
}

export interface SearchableSelectProps {
  readonly options: readonly SelectOption[];
  readonly value: Id | null;
  readonly onChange: (value: Id | null, option: SelectOption | undefined) => void;
  /** The field's name for screen readers (e.g. "Marka"). */
  readonly label: string;
  readonly inputId?: string;
  readonly placeholder?: string;
  readonly loading?: boolean;
  readonly disabled?: boolean;
  /** Offers to create the typed name when given. */
  readonly create?: InlineCreate;
  /** A created option, so the caller can add it to its own list. */
  readonly onCreated?: (option: SelectOption) => void;
}

/**
 * A select with a filter that ignores case the Turkish way (ISPARTA is found by "ıspa"),
 * optionally creating the typed name through the API and choosing it.
 */
export function SearchableSelect({
  options,
  value,
  onChange,
  label,
  inputId,
  placeholder = WIDGET_TEXTS.select.placeholder,
  loading = false,
  disabled = false,
  create,
  onCreated,
}: SearchableSelectProps) {
  const dropdown = useRef<Dropdown>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  // Created options show at once, before the caller's list catches up.
  const [created, setCreated] = useState<readonly SelectOption[]>([]);
  const all = useMemo(() => [...options, ...created.filter((c) => !options.some((o) => o.id === c.id))], [options, created]);

  const createTyped = async () => {
    if (!create || !canCreate(typed, busy, all)) return;
    setBusy(true);
    try {
      const { data } = await apiFetch(create.route, { body: { name: typed.trim() } });
      setCreated((list) => [...list, data]);
      onCreated?.(data);
      onChange(data.id, data);
      setTyped('');
      dropdown.current?.hide();
    } catch (error) {
      console.error('Satır içi oluşturma başarısız', error);
      toastError(MESSAGES.errors.inlineCreate(create.thing), error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  const footer = create ? (
    <div className="searchable-select__create">
      <Button
        type="button"
        icon="pi pi-plus"
        label={typed.trim() ? WIDGET_TEXTS.select.create(typed.trim()) : WIDGET_TEXTS.select.createHint}
        text
        size="small"
        loading={busy}
        disabled={!canCreate(typed, busy, all)}
        onClick={() => void createTyped()}
      />
    </div>
  ) : undefined;

  return (
    <Dropdown
      ref={dropdown}
      value={value}
      options={all}
      optionLabel="name"
      optionValue="id"
      onChange={(e) => {
        const id = (e.value ?? null) as Id | null;
        onChange(
          id,
          all.find((o) => o.id === id),
        );
      }}
      filter
      filterLocale="tr-TR"
      // The options are all here: no reason to wait PrimeReact's default 300 ms before filtering.
      filterDelay={0}
      filterMatchMode={TURKISH_MATCH_MODE}
      filterPlaceholder={WIDGET_TEXTS.select.filter}
      onFilter={(e) => setTyped(e.filter)}
      resetFilterOnHide
      onHide={() => setTyped('')}
      emptyMessage={MESSAGES.empty.iconOrSelect}
      emptyFilterMessage={MESSAGES.empty.iconOrSelect}
      panelFooterTemplate={footer}
      placeholder={placeholder}
      aria-label={label}
      {...(inputId ? { inputId } : {})}
      loading={loading}
      disabled={disabled}
      showClear={value !== null}
      className="searchable-select"
    />
  );
}
