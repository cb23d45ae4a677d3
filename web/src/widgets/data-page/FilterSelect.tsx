import { Dropdown } from 'primereact/dropdown';

interface Props {
  /** The filter's name in the URL's query. */
  readonly param: string;
  readonly value: string | undefined;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** Shown while no value is chosen ("Tüm işlemler"). */
  readonly placeholder: string;
  readonly label: string;
  /** A search box over the options, for long lists. */
  readonly search?: boolean;
  /** useUrlFilters' `set`. */
  readonly onChange: (changes: Readonly<Record<string, string | undefined>>) => void;
}

/** One choice of a filter bar, kept in the URL; clearing it shows everything again. */
export function FilterSelect({ param, value, options, placeholder, label, search = false, onChange }: Props) {
  return (
    <Dropdown
      value={value ?? null}
      options={[...options]}
      placeholder={placeholder}
      ariaLabel={label}
      showClear
      filter={search}
      onChange={(e) => onChange({ [param]: (e.value as string | null) ?? undefined })}
    />
  );
}
