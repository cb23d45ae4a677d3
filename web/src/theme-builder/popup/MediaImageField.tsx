import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { Media } from '@shop/shared';
import { apiFetch } from '../../api/client';
import { mediaPageSchema, type LibraryMedia } from '../../media/media-schemas';
import { POPUP_TEXTS as T } from './texts';

/** The spec allows one image; the newest hundred of the library are offered. */
const PAGE_SIZE = 100;

type Library = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: LibraryMedia[] };

interface Option {
  readonly value: string;
  readonly label: string;
  readonly media: Media;
}

const toOption = (item: LibraryMedia): Option => ({
  value: item.filePath,
  label: item.name,
  media: { id: item.id, type: 'IMAGE', filePath: item.filePath, name: item.name },
});

const optionTemplate = (option: Option | null) =>
  option ? (
    <span className="popup-media-option">
      <img src={option.media.filePath} alt="" width={32} height={32} />
      <span>{option.label}</span>
    </span>
  ) : (
    T.image.placeholder
  );

export interface MediaImageFieldProps {
  readonly inputId: string;
  readonly value: Media | null;
  readonly onChange: (value: Media | null) => void;
}

/** One image from the media library (GET listMedia, images only), with a thumbnail of the choice. */
export function MediaImageField({ inputId, value, onChange }: MediaImageFieldProps) {
  const [library, setLibrary] = useState<Library>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLibrary({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch('listMedia', { query: { type: 'IMAGE', limit: PAGE_SIZE }, signal: controller.signal, parse: (d) => mediaPageSchema.parse(d) })
      .then((page) => {
        setLibrary({ status: 'ready', items: page.data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLibrary({ status: 'failed' });
      });
    return () => {
      controller.abort();
    };
  }, [attempt]);

  if (library.status === 'failed') {
    return (
      <div className="popup-media-failed" role="alert">
        <span>{T.image.failed}</span>
        <Button type="button" label={T.retry} icon="pi pi-refresh" text size="small" onClick={retry} />
      </div>
    );
  }

  const options = library.status === 'ready' ? library.items.map(toOption) : [];
  // The stored image stays choosable even when it is not among the newest hundred.
  if (value && !options.some((o) => o.value === value.filePath))
    options.unshift({ value: value.filePath, label: value.name || value.filePath, media: value });
  const empty = library.status === 'ready' && library.items.length === 0;
  return (
    <div className="popup-media">
      <Dropdown
        inputId={inputId}
        value={value?.filePath ?? null}
        options={options}
        onChange={(event) => {
          onChange(options.find((o) => o.value === event.value)?.media ?? null);
        }}
        placeholder={library.status === 'loading' ? T.image.loading : T.image.placeholder}
        emptyMessage={T.image.empty}
        itemTemplate={optionTemplate}
        valueTemplate={(option: Option | null) => optionTemplate(option)}
        disabled={library.status === 'loading'}
        filter={options.length > 8}
        showClear
        clearIcon="pi pi-times"
        className="w-full"
      />
      {empty && !value && <small className="kit-help">{T.image.empty}</small>}
    </div>
  );
}
