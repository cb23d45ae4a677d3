import { useCallback, useEffect, useImperativeHandle, useMemo, useReducer, useRef, useState, type MouseEvent, type Ref } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { OverlayPanel } from 'primereact/overlaypanel';
import {
  responsiveImage,
  API_ROUTES,
  canAny,
  OPTION_TYPE_LIMITS,
  optionLabel,
  type OptionType,
  type Product,
  type ProductImage,
  type StockCountImportAnswer,
  VARIANT_LIMITS,
  type VariantUpsert,
} from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { VARIANT_TEXTS as T } from './texts';
import { fetchActiveWarehouses, fetchOptionTypes, fetchProductSettings, fetchProductStock, fetchStockTypes } from './variant-api';
import {
  chosenLabels,
  chosenOptions,
  draftOfProduct,
  fieldsChanged as changedSinceSaved,
  variantDraftReducer,
  type PendingStock,
} from './variant-draft';
import {
  effectiveSku,
  fromOptions,
  numberText,
  patternSku,
  rowCombination,
  rowProblems,
  stockCellsOf,
  stockChanges,
  variantFieldOf,
  variantsBody,
  type RowProblems,
  type StockChange,
  type VariantRow,
} from './variant-rows';
import { VariantTable } from './VariantTable';
import './variants.css';

/** What a product save takes from the section: the upsert's variant fields and the stock cells to write after it. */
export interface VariantSave {
  readonly optionTypeIds: string[];
  readonly variants: VariantUpsert[];
  readonly stockTypeId: string | null;
  readonly stockChanges: StockChange[];
}

/** How the form drives the section around a save. */
export interface VariantsHandle {
  /** The fields to send, or undefined (problems now shown on their rows) when the table is not valid. */
  collect(): VariantSave | undefined;
  /** Whether the product fields of the section changed since the last load or save. */
  changed(): boolean;
  saved(product: Product): void;
  stockWritten(changes: readonly StockChange[]): void;
  /** Puts each bad row of a refused count on its cell; `reason` is shown above the table until the next save. */
  stockFailed(reason: string, changes: readonly StockChange[], answer?: StockCountImportAnswer): void;
  /** Puts a server refusal naming a variant (`variants.3.sku: …`) on its row; false when it names none. */
  serverError(field: string | undefined, message: string, sent: readonly VariantUpsert[]): boolean;
  /** Typed stock by combination key, to carry over to the edit page after a create. */
  pendingStock(): PendingStock;
}

export interface VariantsSectionProps {
  readonly product: Product | undefined;
  readonly productName: string;
  readonly productPrice: number | null;
  readonly images: readonly ProductImage[];
  readonly pending?: PendingStock | undefined;
  readonly pendingError?: string | undefined;
  readonly disabled: boolean;
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly handle: Ref<VariantsHandle>;
}

/**
 * The option types the rows combine (the table as generated, not the ticks since), in the order
 * they were picked; the stored ones when the types could not be read.
 */
const optionTypeIdsOf = (
  rows: readonly VariantRow[],
  picked: readonly string[],
  types: readonly OptionType[],
  product: Product | undefined,
): string[] => {
  const names = Object.keys(rows[0]?.options ?? {});
  if (names.length === 0) return [];
  if (types.length === 0) return [...(product?.optionTypeIds ?? [])];
  const order = (id: string) => (picked.includes(id) ? picked.indexOf(id) : picked.length);
  return types
    .filter((t) => names.includes(t.name))
    .map((t) => t.id)
    .sort((a, b) => order(a) - order(b));
};

const EMPTY_PROBLEMS: ReadonlyMap<string, RowProblems> = new Map();
/** Problems of what was typed (not of repeats) wait until the cell is left or a save is tried. */
const FORMAT_PROBLEMS = new Set(['barcode', 'sku', 'price', 'compareAtPrice', 'desi', 'weight']);
const REPEATS = new Set([T.skuTwice, T.barcodeTwice, T.comboTwice]);

export function VariantsSection({
  product,
  productName,
  productPrice,
  images,
  pending,
  pendingError,
  disabled,
  onDirtyChange,
  handle,
}: VariantsSectionProps) {
  const { groups } = useSignedInUser();
  const canEditStock = canAny(groups, API_ROUTES.importStockCount.access.anyOf);
  const [draft, dispatch] = useReducer(variantDraftReducer, undefined, () => draftOfProduct(product, pending));
  const [stockError, setStockError] = useState<string | undefined>(pendingError);
  const [bulk, setBulk] = useState({ price: '', desi: '' });
  const [imagesOf, setImagesOf] = useState<string>();
  const overlay = useRef<OverlayPanel>(null);

  const optionTypes = useRemoteData(fetchOptionTypes, 'option-types');
  const warehouses = useRemoteData(fetchActiveWarehouses, 'warehouses');
  const stockTypes = useRemoteData(fetchStockTypes, 'stock-types');
  const settings = useRemoteData(fetchProductSettings, 'product-settings');
  const productId = product?.id;
  const levels = useRemoteData((signal) => (productId ? fetchProductStock(productId, signal) : Promise.resolve([])), `stock:${productId ?? ''}`);
  useEffect(() => {
    if (levels.data) dispatch({ type: 'stockRead', cells: stockCellsOf(levels.data) });
  }, [levels.data]);

  const types = useMemo(() => optionTypes.data ?? [], [optionTypes.data]);
  const stockTypeId = draft.stockTypeId ?? settings.data?.defaultStockTypeId ?? stockTypes.data?.[0]?.id ?? null;
  const unit = stockTypes.data?.find((t) => t.id === stockTypeId);
  const shownWarehouses = useMemo(() => (unit?.tracked === false ? [] : (warehouses.data ?? [])), [unit, warehouses.data]);
  const typeNames = useMemo(
    () => draft.optionTypeIds.map((id) => types.find((t) => t.id === id)?.name).filter((n): n is string => n !== undefined),
    [draft.optionTypeIds, types],
  );
  const hasOptions = draft.rows.some((r) => Object.keys(r.options).length > 0);

  const labels = useMemo(() => {
    const order = typeNames.length > 0 ? typeNames : undefined;
    const cacheKey = `label\u0000${typeNames.join('\u0000')}`;
    return new Map(draft.rows.map((r) => [r.key, fromOptions(r.options, cacheKey, () => optionLabel(r.options, order))]));
  }, [draft.rows, typeNames]);
  const skuPlaceholders = useMemo(
    () => new Map(draft.rows.map((r) => [r.key, patternSku(r, draft.pattern, productName)])),
    [draft.rows, draft.pattern, productName],
  );
  const allProblems = useMemo(
    () => rowProblems(draft.rows, draft.stock, { pattern: draft.pattern, productName, warehouses: shownWarehouses, unit }),
    [draft.rows, draft.stock, draft.pattern, productName, shownWarehouses, unit],
  );
  const problems = useMemo(() => {
    if (allProblems.size === 0 && draft.serverProblems.size === 0) return EMPTY_PROBLEMS;
    const shown = new Map<string, RowProblems>();
    for (const [key, row] of allProblems) {
      const visible = Object.fromEntries(
        Object.entries(row).filter(
          ([field, text]) => draft.submitted || REPEATS.has(text as never) || !FORMAT_PROBLEMS.has(field) || draft.touched.has(`${key}:${field}`),
        ),
      );
      if (Object.keys(visible).length > 0) shown.set(key, visible);
    }
    for (const [key, row] of draft.serverProblems) shown.set(key, { ...shown.get(key), ...row });
    return shown;
  }, [allProblems, draft.serverProblems, draft.submitted, draft.touched]);

  const skuOf = useCallback((row: VariantRow) => effectiveSku(row, draft.pattern, productName), [draft.pattern, productName]);
  const changes = useMemo(
    () => (canEditStock ? stockChanges(draft.rows, draft.stock, draft.stockBase, shownWarehouses, skuOf) : []),
    [canEditStock, draft.rows, draft.stock, draft.stockBase, shownWarehouses, skuOf],
  );
  const fieldsChanged = changedSinceSaved(draft);
  const dirty = fieldsChanged || changes.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const chosen = chosenOptions(draft, types);
  const combinationCount = chosen.some((c) => c.labels.length > 0)
    ? chosen.filter((c) => c.labels.length > 0).reduce((n, c) => n * c.labels.length, 1)
    : 1;
  const generatedKeys = new Set(draft.rows.map(rowCombination));
  const stale =
    optionTypes.status === 'ready' &&
    (draft.rows.some((r) => Object.keys(r.options).length !== chosen.filter((c) => c.labels.length > 0).length) ||
      combinationCount !== generatedKeys.size);

  useImperativeHandle(
    handle,
    () => ({
      collect: () => {
        dispatch({ type: 'submitted' });
        setStockError(undefined);
        if (allProblems.size > 0) {
          // After the problems render: the first one gets focus, so a keyboard user lands on it.
          requestAnimationFrame(() => document.querySelector<HTMLElement>('.variant-table [aria-invalid="true"]')?.focus());
          return undefined;
        }
        return {
          optionTypeIds: optionTypeIdsOf(draft.rows, draft.optionTypeIds, types, product),
          variants: variantsBody(draft.rows, draft.pattern, productName),
          stockTypeId,
          stockChanges: changes,
        };
      },
      changed: () => fieldsChanged,
      saved: (saved) => dispatch({ type: 'saved', product: saved }),
      stockWritten: (written) => {
        const cells: Record<string, Record<string, string>> = {};
        for (const c of written) (cells[c.rowKey] ??= {})[c.warehouseId] = numberText(Number(c.row.quantity));
        dispatch({ type: 'stockSaved', written: cells });
      },
      stockFailed: (reason, sent, answer) => {
        setStockError(reason);
        const marks = new Map<string, RowProblems>();
        for (const row of answer?.rows ?? []) {
          const change = sent[row.line - 1];
          if (change && row.error) marks.set(change.rowKey, { ...marks.get(change.rowKey), [`stock:${change.warehouseId}`]: row.error });
        }
        dispatch({ type: 'serverProblems', problems: marks });
      },
      serverError: (field, message, sent) => {
        const named = variantFieldOf(field, message);
        const sku = named ? sent[named.index]?.sku : sent.find((v) => message.includes(`“${v.sku}”`))?.sku;
        const row = draft.rows.find((r) => skuOf(r) === sku);
        if (!row) return false;
        const text = message.replace(/^[\w.]+:\s*/, '');
        dispatch({
          type: 'serverProblems',
          problems: new Map([[row.key, { [named?.column === 'barcode' ? 'barcode' : named?.column === 'options' ? 'options' : 'sku']: text }]]),
        });
        return true;
      },
      pendingStock: () => {
        const out: Record<string, Readonly<Record<string, string>>> = {};
        for (const row of draft.rows) {
          const cells = draft.stock[row.key];
          if (cells) out[rowCombination(row)] = cells;
        }
        return out;
      },
    }),
    [allProblems, types, product, draft, productName, stockTypeId, changes, fieldsChanged, skuOf],
  );

  const openImages = useCallback((key: string, event: MouseEvent<HTMLButtonElement>) => {
    setImagesOf(key);
    overlay.current?.toggle(event);
  }, []);

  const failed = [optionTypes, warehouses, stockTypes, settings].find((r) => r.status === 'failed');
  const pickable = images.filter((i) => i.id !== undefined);
  const imageRow = draft.rows.find((r) => r.key === imagesOf);
  return (
    <section className="product-form-section variants-section" aria-labelledby="product-variants">
      <h2 id="product-variants">{T.title}</h2>
      <p className="product-field-help">{T.intro}</p>
      {failed ? (
        <div className="variants-load-failed" role="alert">
          <Message severity="error" text={T.loadFailed} />
          <Button
            type="button"
            label={T.retry}
            icon="pi pi-refresh"
            outlined
            onClick={() => [optionTypes, warehouses, stockTypes, settings].forEach((r) => r.retry())}
          />
        </div>
      ) : null}

      <fieldset className="variants-picker" disabled={disabled}>
        <legend className="product-field-label">{T.optionTypes}</legend>
        <p className="product-field-help">
          {types.length === 0 && optionTypes.status === 'ready' ? T.noOptionTypes : T.optionTypesHelp(OPTION_TYPE_LIMITS.perProduct)}
        </p>
        <div className="variant-chips">
          {types.map((type) => {
            const on = draft.optionTypeIds.includes(type.id);
            return (
              <label key={type.id} className={`variant-chip${on ? ' variant-chip--on' : ''}`}>
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && draft.optionTypeIds.length >= OPTION_TYPE_LIMITS.perProduct}
                  onChange={() => dispatch({ type: 'toggleType', id: type.id, max: OPTION_TYPE_LIMITS.perProduct })}
                />
                {type.name}
              </label>
            );
          })}
        </div>
        {chosen.map(({ type }) => {
          const picked = chosenLabels(draft, type);
          return (
            <fieldset key={type.id} className="variant-values">
              <legend>{T.valuesOf(type.name)}</legend>
              <div className="variant-chips">
                {type.values.map((value) => {
                  const on = picked.includes(value.label);
                  return (
                    <label key={value.id} className={`variant-chip${on ? ' variant-chip--on' : ''}`}>
                      <input type="checkbox" checked={on} onChange={() => dispatch({ type: 'toggleValue', optionType: type, label: value.label })} />
                      {type.kind === 'COLOR' && value.swatch ? (
                        <span className="variant-swatch" style={{ background: value.swatch }} aria-hidden="true" />
                      ) : null}
                      {value.label}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        <div className="variants-generate">
          <div className="product-field">
            <label htmlFor="variant-pattern">{T.pattern}</label>
            <input
              id="variant-pattern"
              className="p-inputtext p-component"
              value={draft.pattern}
              aria-describedby="variant-pattern-help"
              onChange={(e) => dispatch({ type: 'pattern', pattern: e.target.value })}
            />
            <small id="variant-pattern-help" className="product-field-help">
              {T.patternHelp}
            </small>
          </div>
          <Button
            type="button"
            icon="pi pi-th-large"
            label={T.generate}
            disabled={disabled || combinationCount > VARIANT_LIMITS.perProduct}
            aria-describedby="variant-generate-help"
            onClick={() => dispatch({ type: 'generate', types, productName })}
          />
          <small id="variant-generate-help" className="product-field-help">
            {combinationCount > VARIANT_LIMITS.perProduct ? T.tooMany(combinationCount, VARIANT_LIMITS.perProduct) : T.generateHelp(combinationCount)}
          </small>
        </div>
        {stale ? <Message severity="info" text={T.stale} /> : null}
      </fieldset>

      <div className="variants-toolbar">
        <div className="product-field">
          <label htmlFor="variant-stock-type">{T.stockType}</label>
          <select
            id="variant-stock-type"
            className="p-inputtext p-component variant-select"
            value={stockTypeId ?? ''}
            disabled={disabled || stockTypes.status !== 'ready'}
            onChange={(e) => dispatch({ type: 'stockType', id: e.target.value })}
          >
            {stockTypeId === null ? <option value="" /> : null}
            {(stockTypes.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.id === settings.data?.defaultStockTypeId ? T.stockTypeDefault(t.name) : t.name}
              </option>
            ))}
          </select>
          {unit?.tracked === false ? <small className="product-field-help">{T.untracked}</small> : null}
          {!canEditStock && shownWarehouses.length > 0 ? <small className="product-field-help">{T.readOnlyStock}</small> : null}
        </div>
        {hasOptions ? (
          <div className="variants-bulk" role="group" aria-label={T.selected(draft.selected.size)}>
            <span>{T.selected(draft.selected.size)}</span>
            {(['price', 'desi'] as const).map((field) => (
              <span key={field} className="variants-bulk-field">
                <input
                  className="p-inputtext p-component variant-cell"
                  aria-label={field === 'price' ? T.bulkPrice : T.bulkDesi}
                  placeholder={field === 'price' ? T.columns.price : T.columns.desi}
                  inputMode="decimal"
                  value={bulk[field]}
                  onChange={(e) => setBulk((b) => ({ ...b, [field]: e.target.value }))}
                />
                <Button
                  type="button"
                  label={T.apply}
                  outlined
                  size="small"
                  aria-label={`${field === 'price' ? T.bulkPrice : T.bulkDesi}: ${T.apply}`}
                  disabled={disabled || draft.selected.size === 0}
                  onClick={() => dispatch({ type: 'bulk', field, value: bulk[field] })}
                />
              </span>
            ))}
            <Button
              type="button"
              label={T.removeSelected}
              icon="pi pi-trash"
              severity="danger"
              text
              size="small"
              disabled={disabled || draft.selected.size === 0 || draft.selected.size === draft.rows.length}
              onClick={() => dispatch({ type: 'removeSelected' })}
            />
          </div>
        ) : null}
      </div>

      {stockError ? (
        <div role="alert" className="variants-stock-failed">
          <Message severity="warn" text={`${T.stockFailed} ${T.stockFailedText(stockError)}`} />
        </div>
      ) : null}
      <p className="product-field-help">
        {T.count(draft.rows.length)} · {T.tableHelp}
      </p>
      <VariantTable
        rows={draft.rows}
        labels={labels}
        problems={problems}
        skuPlaceholders={skuPlaceholders}
        pricePlaceholder={productPrice === null ? '' : numberText(productPrice)}
        hasOptions={hasOptions}
        warehouses={shownWarehouses}
        unit={unit}
        stock={draft.stock}
        canEditStock={canEditStock}
        selected={draft.selected}
        disabled={disabled}
        dispatch={dispatch}
        onImages={openImages}
      />
      <OverlayPanel ref={overlay} aria-label={imageRow ? T.imagesTitle(labels.get(imageRow.key) ?? '') : undefined} className="variant-images-panel">
        {imageRow ? (
          <fieldset className="variant-images">
            <legend>{T.imagesTitle(labels.get(imageRow.key) ?? '')}</legend>
            {pickable.length === 0 ? <p>{T.imagesNone}</p> : <p className="product-field-help">{T.imagesHelp}</p>}
            {pickable.map((image) => {
              const id = String(image.id);
              const on = imageRow.imageIds.includes(id);
              return (
                <label key={id} className={`variant-image${on ? ' variant-image--on' : ''}`}>
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() =>
                      dispatch({
                        type: 'images',
                        key: imageRow.key,
                        imageIds: on ? imageRow.imageIds.filter((i) => i !== id) : [...imageRow.imageIds, id],
                      })
                    }
                  />
                  <img {...responsiveImage(image, '56px')} alt={image.alt || image.name} width={56} height={56} loading="lazy" decoding="async" />
                </label>
              );
            })}
          </fieldset>
        ) : null}
      </OverlayPanel>
    </section>
  );
}
