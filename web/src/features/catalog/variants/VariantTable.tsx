import { memo, type Dispatch, type KeyboardEvent, type MouseEvent } from 'react';
import type { StockType, Warehouse } from '@shop/shared';
import type { DraftAction } from './variant-draft';
import type { RowProblems, TextField, VariantRow } from './variant-rows';
import { VARIANT_TEXTS as T } from './texts';

export interface VariantTableProps {
  readonly rows: readonly VariantRow[];
  /** `M / Kırmızı` per row key; '' for the default row of a product without options. */
  readonly labels: ReadonlyMap<string, string>;
  readonly problems: ReadonlyMap<string, RowProblems>;
  readonly skuPlaceholders: ReadonlyMap<string, string>;
  readonly pricePlaceholder: string;
  readonly hasOptions: boolean;
  readonly warehouses: readonly Warehouse[];
  readonly unit: StockType | undefined;
  readonly stock: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly canEditStock: boolean;
  readonly selected: ReadonlySet<string>;
  readonly disabled: boolean;
  readonly dispatch: Dispatch<DraftAction>;
  readonly onImages: (key: string, event: MouseEvent<HTMLButtonElement>) => void;
}

const NO_PROBLEMS: RowProblems = {};
const NO_STOCK: Readonly<Record<string, string>> = {};

/**
 * Enter moves to the same column of the next row (Shift+Enter: the row above), as in a
 * spreadsheet, instead of submitting the form; Tab keeps its own order through the cells.
 */
const moveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  const target = event.currentTarget;
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const cell = target.closest('td');
  const row = cell?.parentElement;
  if (!cell || !row) return;
  const next = (event.shiftKey ? row.previousElementSibling : row.nextElementSibling) as HTMLTableRowElement | null;
  next?.cells[cell.cellIndex]?.querySelector<HTMLInputElement>('input')?.focus();
};

interface CellProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly problem: string | undefined;
  readonly placeholder?: string | undefined;
  readonly inputMode?: 'decimal' | 'numeric' | 'text';
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
}

function Cell({ id, label, value, problem, placeholder, inputMode = 'text', disabled, onChange, onBlur }: CellProps) {
  return (
    <>
      <input
        id={id}
        className={`p-inputtext p-component variant-cell${problem ? ' p-invalid' : ''}`}
        aria-label={label}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onKeyDown={moveOnEnter}
      />
      {problem ? (
        <small id={`${id}-error`} className="p-error variant-cell-error">
          {problem}
        </small>
      ) : null}
    </>
  );
}

interface RowProps {
  readonly row: VariantRow;
  readonly index: number;
  readonly label: string;
  readonly problems: RowProblems;
  readonly skuPlaceholder: string;
  readonly pricePlaceholder: string;
  readonly hasOptions: boolean;
  readonly warehouses: readonly Warehouse[];
  readonly unit: StockType | undefined;
  readonly stock: Readonly<Record<string, string>>;
  readonly canEditStock: boolean;
  readonly selected: boolean;
  readonly disabled: boolean;
  readonly dispatch: Dispatch<DraftAction>;
  readonly onImages: (key: string, event: MouseEvent<HTMLButtonElement>) => void;
}

const sameProblems = (a: RowProblems, b: RowProblems) => {
  const ak = Object.keys(a) as (keyof RowProblems)[];
  return ak.length === Object.keys(b).length && ak.every((k) => a[k] === b[k]);
};

/** A row re-renders only when its own values, problems or stock change: a keystroke touches one row. */
const VariantTableRow = memo(
  function VariantTableRow(props: RowProps) {
    const { row, index, label, problems, hasOptions, warehouses, unit, stock, canEditStock, disabled, dispatch } = props;
    const name = label || T.defaultRow;
    const edit = (field: TextField) => (value: string) => dispatch({ type: 'edit', key: row.key, field, value });
    const touch = (field: TextField) => () => dispatch({ type: 'touch', key: row.key, field });
    const cell = (field: TextField, column: string, extra: Partial<CellProps> = {}) => (
      <td className={`variant-col-${field}`}>
        <Cell
          id={`variant-${index}-${field}`}
          label={T.cell(column, name)}
          value={row[field]}
          problem={problems[field]}
          disabled={disabled}
          onChange={edit(field)}
          onBlur={touch(field)}
          {...extra}
        />
      </td>
    );
    return (
      <tr className={row.isActive ? undefined : 'variant-row--inactive'} data-row-key={row.key}>
        {hasOptions ? (
          <td className="variant-col-select">
            <input
              type="checkbox"
              aria-label={T.selectRow(name)}
              checked={props.selected}
              disabled={disabled}
              onChange={(e) => dispatch({ type: 'select', key: row.key, value: e.target.checked })}
            />
          </td>
        ) : null}
        {hasOptions ? (
          <th scope="row" className="variant-col-combination">
            {label}
            {problems.options ? <small className="p-error variant-cell-error">{problems.options}</small> : null}
          </th>
        ) : null}
        {cell('sku', T.columns.sku, { placeholder: props.skuPlaceholder })}
        {cell('barcode', T.columns.barcode, { inputMode: 'numeric' })}
        {hasOptions ? cell('price', T.columns.price, { inputMode: 'decimal', placeholder: props.pricePlaceholder }) : null}
        {hasOptions ? cell('compareAtPrice', T.columns.compareAtPrice, { inputMode: 'decimal' }) : null}
        {cell('desi', T.columns.desi, { inputMode: 'decimal' })}
        {cell('weight', T.columns.weight, { inputMode: 'decimal' })}
        {hasOptions ? (
          <td className="variant-col-active">
            <input
              type="checkbox"
              role="switch"
              className="variant-switch"
              aria-label={T.cell(T.columns.active, name)}
              checked={row.isActive}
              disabled={disabled}
              onChange={(e) => dispatch({ type: 'active', key: row.key, value: e.target.checked })}
            />
          </td>
        ) : null}
        {hasOptions ? (
          <td className="variant-col-images">
            <button
              type="button"
              className="p-button p-button-text p-button-sm variant-images-button"
              aria-label={`${T.cell(T.columns.images, name)}: ${T.images(row.imageIds.length)}`}
              aria-haspopup="dialog"
              disabled={disabled}
              onClick={(e) => props.onImages(row.key, e)}
            >
              <i className="pi pi-images" aria-hidden="true" /> {T.images(row.imageIds.length)}
            </button>
          </td>
        ) : null}
        {warehouses.map((w) => {
          const id = `variant-${index}-stock-${w.id}`;
          const value = stock[w.id] ?? '';
          const column = T.columns.stock(w.name, unit?.name ?? '');
          return (
            <td key={w.id} className="variant-col-stock">
              {canEditStock ? (
                <Cell
                  id={id}
                  label={T.cell(column, name)}
                  value={value}
                  placeholder="0"
                  problem={problems[`stock:${w.id}`]}
                  inputMode={unit?.allowDecimals ? 'decimal' : 'numeric'}
                  disabled={disabled}
                  onChange={(next) => dispatch({ type: 'stock', key: row.key, warehouseId: w.id, value: next })}
                />
              ) : (
                <span className="variant-stock-readonly" aria-label={T.cell(column, name)}>
                  {value || '0'}
                </span>
              )}
            </td>
          );
        })}
      </tr>
    );
  },
  (a, b) => {
    for (const key of Object.keys(a) as (keyof RowProps)[]) {
      if (key === 'problems') {
        if (!sameProblems(a.problems, b.problems)) return false;
      } else if (a[key] !== b[key]) return false;
    }
    return true;
  },
);

/**
 * The variants in one plain table of native inputs: a cell costs little to render and Tab walks
 * the cells in order with nothing trapping focus. Wide tables scroll sideways in their own box.
 */
export function VariantTable(props: VariantTableProps) {
  const { rows, hasOptions, warehouses, unit, selected, dispatch, disabled } = props;
  const all = hasOptions && rows.length > 0 && rows.every((r) => selected.has(r.key));
  return (
    <div className="variant-table-scroll" role="region" aria-label={T.table} tabIndex={-1}>
      <table className="variant-table">
        <thead>
          <tr>
            {hasOptions ? (
              <th scope="col" className="variant-col-select">
                <input
                  type="checkbox"
                  aria-label={T.selectAll}
                  checked={all}
                  disabled={disabled}
                  onChange={(e) => dispatch({ type: 'selectAll', value: e.target.checked })}
                />
              </th>
            ) : null}
            {hasOptions ? (
              <th scope="col" className="variant-col-combination">
                {T.columns.combination}
              </th>
            ) : null}
            <th scope="col">{T.columns.sku}</th>
            <th scope="col">{T.columns.barcode}</th>
            {hasOptions ? <th scope="col">{T.columns.price}</th> : null}
            {hasOptions ? <th scope="col">{T.columns.compareAtPrice}</th> : null}
            <th scope="col">{T.columns.desi}</th>
            <th scope="col">{T.columns.weight}</th>
            {hasOptions ? <th scope="col">{T.columns.active}</th> : null}
            {hasOptions ? <th scope="col">{T.columns.images}</th> : null}
            {warehouses.map((w) => (
              <th scope="col" key={w.id}>
                {T.columns.stock(w.name, unit?.name ?? '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <VariantTableRow
              key={row.key}
              row={row}
              index={index}
              label={props.labels.get(row.key) ?? ''}
              problems={props.problems.get(row.key) ?? NO_PROBLEMS}
              skuPlaceholder={props.skuPlaceholders.get(row.key) ?? ''}
              pricePlaceholder={props.pricePlaceholder}
              hasOptions={hasOptions}
              warehouses={warehouses}
              unit={unit}
              stock={props.stock[row.key] ?? NO_STOCK}
              canEditStock={props.canEditStock}
              selected={selected.has(row.key)}
              disabled={disabled}
              dispatch={dispatch}
              onImages={props.onImages}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
