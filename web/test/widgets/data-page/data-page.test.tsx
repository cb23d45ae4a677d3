import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../src/api/client';
import { useRemoteData } from '../../../src/api/use-remote-data';
import { CsvExportButton } from '../../../src/widgets/data-page/CsvExportButton';
import { CursorTable, type TableColumn } from '../../../src/widgets/data-page/CursorTable';
import { DataPage } from '../../../src/widgets/data-page/DataPage';
import { FilterSelect } from '../../../src/widgets/data-page/FilterSelect';
import type { Page } from '../../../src/widgets/data-page/page';
import { RemoteView } from '../../../src/widgets/data-page/RemoteView';
import { useCursorPages, type PageRequest } from '../../../src/widgets/data-page/use-cursor-pages';
import { useUrlFilters } from '../../../src/widgets/data-page/use-url-filters';
import { toastSuccess } from '../../../src/ui/toast';
import { deferred, renderPage } from './harness';

vi.mock('../../../src/ui/toast');

/** A record of the test list: a fruit with its colour, the one filter. */
interface Fruit {
  readonly id: string;
  readonly name: string;
  readonly colour: 'red' | 'yellow';
}

const FRUITS: Fruit[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  name: i === 0 ? '=Elma; "kırmızı"' : `Meyve ${String(i + 1)}`,
  colour: i % 3 === 0 ? 'red' : 'yellow',
}));

const COLUMNS: TableColumn<Fruit>[] = [{ key: 'name', header: 'Ad', body: (f) => <span className="fruit">{f.name}</span> }];
const COLOUR_FILTER = {
  param: 'colour',
  options: [
    { value: 'red', label: 'Kırmızı' },
    { value: 'yellow', label: 'Sarı' },
  ],
  placeholder: 'Tüm renkler',
  label: 'Renge göre filtrele',
};

type Load = (colour: string | undefined, request: PageRequest) => Page<Fruit> | Promise<Page<Fruit>>;
let answer: Load;
/** Every request the page made: the filter it carried and the page it asked for. */
let calls: { colour: string | undefined; limit: number; cursor: string | undefined }[];

/** Serves FRUITS (filtered) page by page behind opaque cursors, as the API does. */
const serve: Load = (colour, { limit, cursor }) => {
  const rows = FRUITS.filter((f) => colour === undefined || f.colour === colour);
  const start = cursor ? Number(cursor.replace('after-', '')) : 0;
  return { data: rows.slice(start, start + limit), ...(start + limit < rows.length ? { nextCursor: `after-${String(start + limit)}` } : {}) };
};

const load = (colour: string | undefined) => async (request: PageRequest) => {
  calls.push({ colour, limit: request.limit, cursor: request.cursor });
  return answer(colour, request);
};

/** A list page as a feature writes it: the frame, a filter kept in the URL, the table, and the CSV of the filtered list. */
function FruitPage() {
  const { filters, filtered, set, clear, key } = useUrlFilters((params) => ({
    colour: COLOUR_FILTER.options.find((o) => o.value === params.get('colour'))?.value,
  }));
  const fetchPage = load(filters.colour);
  const pages = useCursorPages(fetchPage, key);
  return (
    <DataPage
      title="Meyveler"
      actions={
        <CsvExportButton
          load={fetchPage}
          columns={[
            { header: 'Kimlik', value: (f: Fruit) => f.id },
            { header: 'Ad', value: (f: Fruit) => f.name },
          ]}
          fileName={() => 'meyveler.csv'}
          max={5}
          label="CSV indir"
          exported={(n) => `${n} meyve indirildi.`}
          capped={(n) => `İlk ${n} meyve indirildi.`}
        />
      }
      filters={<FilterSelect {...COLOUR_FILTER} value={filters.colour} onChange={set} />}
      onClearFilters={clear}
    >
      <CursorTable pages={pages} columns={COLUMNS} emptyMessage={filtered ? 'Bu renkte meyve yok.' : 'Henüz meyve yok.'} label="Meyveler" />
    </DataPage>
  );
}

const names = () => [...document.querySelectorAll('tbody .fruit')].map((n) => n.textContent);
const button = (name: string) => screen.getByLabelText(name, { selector: 'button' });
/** The file's text with its BOM (Blob.text() drops it). */
const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
const location = () => screen.getByTestId('location').textContent;

describe('the data-page frame', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    answer = serve;
    calls = [];
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the title and skeleton rows while loading, then the rows', async () => {
    const pending = deferred<Page<Fruit>>();
    answer = () => pending.promise;
    renderPage(<FruitPage />, { path: '/admin/fruit' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meyveler');
    expect(document.querySelector('.cursor-table')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelectorAll('.p-skeleton').length).toBeGreaterThan(0);
    pending.resolve({ data: FRUITS.slice(1, 3) });
    await waitFor(() => expect(names()).toEqual(['Meyve 2', 'Meyve 3']));
    expect(document.querySelector('.cursor-table')?.getAttribute('aria-busy')).toBe('false');
    expect(document.querySelectorAll('.p-skeleton')).toHaveLength(0);
  });

  it('says the list is empty, and says it differently when a filter is set', async () => {
    answer = () => ({ data: [] });
    const first = renderPage(<FruitPage />, { path: '/admin/fruit' });
    expect(await screen.findByText('Henüz meyve yok.')).toBeTruthy();
    first.unmount();
    renderPage(<FruitPage />, { path: '/admin/fruit?colour=red', pattern: '/admin/fruit' });
    expect(await screen.findByText('Bu renkte meyve yok.')).toBeTruthy();
  });

  it('shows the API’s message with a retry that loads again', async () => {
    let fail = true;
    answer = (colour, request) => {
      if (fail) throw new ApiError(500, 'Sunucuda bir sorun oluştu.');
      return serve(colour, request);
    };
    renderPage(<FruitPage />, { path: '/admin/fruit' });
    expect(await screen.findByText('Sunucuda bir sorun oluştu.')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Sunucuda bir sorun oluştu.')).toBeNull();
  });

  it('says the browser is offline, and loads again by itself when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let offline = true;
    answer = (colour, request) => {
      if (offline) throw new TypeError('Failed to fetch');
      return serve(colour, request);
    };
    renderPage(<FruitPage />, { path: '/admin/fruit' });
    expect(await screen.findByText('İnternet bağlantısı yok. Bağlantı gelince tekrar deneyin.')).toBeTruthy();
    offline = false;
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(calls).toHaveLength(2);
  });

  it('pages over the API’s cursors and starts again with a new page size', { timeout: 60_000 }, async () => {
    renderPage(<FruitPage />, { path: '/admin/fruit' });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByText('Sayfa 1')).toBeTruthy();
    expect(button('Önceki sayfa').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('Sonraki sayfa'));
    await waitFor(() => expect(names()).toEqual(['Meyve 11', 'Meyve 12']));
    expect(screen.getByText('Sayfa 2')).toBeTruthy();
    expect(button('Sonraki sayfa').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('Önceki sayfa'));
    await waitFor(() => expect(names()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa başına kayıt' }));
    fireEvent.click(await screen.findByText('5 / sayfa'));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(calls.map((c) => [c.limit, c.cursor])).toEqual([
      [10, undefined],
      [10, 'after-10'],
      [10, undefined],
      [5, undefined],
    ]);
  });

  it('keeps the filter in the URL, starts from the first page with it, and clears it', { timeout: 60_000 }, async () => {
    renderPage(<FruitPage />, { path: '/admin/fruit?colour=yellow&tab=2', pattern: '/admin/fruit' });
    await waitFor(() => expect(names()).toHaveLength(8));
    expect(calls[0]).toEqual({ colour: 'yellow', limit: 10, cursor: undefined });
    expect(names()).not.toContain('Meyve 4');

    fireEvent.click(screen.getByText('Sarı', { selector: '.p-dropdown-label' }));
    fireEvent.click(await screen.findByText('Kırmızı', { selector: 'li *, li' }));
    await waitFor(() => expect(location()).toBe('/admin/fruit?colour=red&tab=2'));
    await waitFor(() => expect(names()).toEqual(['=Elma; "kırmızı"', 'Meyve 4', 'Meyve 7', 'Meyve 10']));
    expect(calls.at(-1)).toEqual({ colour: 'red', limit: 10, cursor: undefined });

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(location()).toBe('/admin/fruit'));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(calls.at(-1)).toEqual({ colour: undefined, limit: 10, cursor: undefined });
    expect(screen.queryByRole('button', { name: 'Filtreleri temizle' })).toBeNull();
  });

  it('exports the filtered list as CSV (BOM, ;, formulas kept as text), up to its cap', { timeout: 30_000 }, async () => {
    const files: { blob: Blob; name: string }[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${String(files.push({ blob: blob as Blob, name: '' }))}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files[Number(this.href.replace('blob:', '')) - 1]!.name = this.download;
    });

    renderPage(<FruitPage />, { path: '/admin/fruit?colour=red', pattern: '/admin/fruit' });
    await waitFor(() => expect(names()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('4 meyve indirildi.'));
    expect(calls.at(-1)).toEqual({ colour: 'red', limit: 100, cursor: undefined });
    expect(created).toHaveBeenCalledTimes(1);
    expect(files[0]!.name).toBe('meyveler.csv');
    expect(await textOf(files[0]!.blob)).toBe('\uFEFFKimlik;Ad\r\n1;"\'=Elma; ""kırmızı"""\r\n4;Meyve 4\r\n7;Meyve 7\r\n10;Meyve 10\r\n');

    // Unfiltered, the list is longer than the cap of 5: the first 5 rows and a note that says so.
    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    answer = (colour, request) => serve(colour, { ...request, limit: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('İlk 5 meyve indirildi.'));
    expect(calls.slice(-2).map((c) => c.cursor)).toEqual([undefined, 'after-3']);
    expect((await textOf(files[1]!.blob)).split('\r\n')).toHaveLength(7);
  });
});

describe('a single remote resource in the frame', () => {
  function Basket({ load: fetchBasket }: { load: (signal: AbortSignal) => Promise<string[]> }) {
    const basket = useRemoteData(fetchBasket, 'basket');
    return (
      <DataPage title="Sepet">
        <RemoteView resource={basket} loading={<p>Sepet yükleniyor</p>} summary="Sepet yüklenemedi." empty={<p>Sepet boş.</p>}>
          {(items) => (
            <ul>
              {items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
        </RemoteView>
      </DataPage>
    );
  }

  it('is loading, then empty', async () => {
    const pending = deferred<string[]>();
    renderPage(<Basket load={() => pending.promise} />, { path: '/admin/basket' });
    expect(screen.getByText('Sepet yükleniyor')).toBeTruthy();
    pending.resolve([]);
    expect(await screen.findByText('Sepet boş.')).toBeTruthy();
  });

  it('says what failed above the API’s message, and a retry loads it', async () => {
    const fetchBasket = vi
      .fn<(signal: AbortSignal) => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError(503, 'Servis kullanılamıyor.'))
      .mockResolvedValue(['Elma']);
    renderPage(<Basket load={fetchBasket} />, { path: '/admin/basket' });
    expect(await screen.findByText('Sepet yüklenemedi.')).toBeTruthy();
    expect(screen.getByText('Servis kullanılamıyor.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Elma')).toBeTruthy();
    expect(fetchBasket).toHaveBeenCalledTimes(2);
  });
});
