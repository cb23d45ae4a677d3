import { combinationKey, DEFAULT_SKU_PATTERN, type OptionType, type Product } from '@shop/shared';
import {
  generateRows,
  rowCombination,
  rowsOfProduct,
  sameRow,
  type ChosenOption,
  type NumberField,
  type RowProblems,
  type StockCells,
  type TextField,
  type VariantRow,
} from './variant-rows';

/**
 * What the Varyantlar section holds while the form is open. `chosen` (values ticked per option
 * type) and `pattern` only shape the next generation; the rows, the option types, the stock
 * type and the stock cells are what gets saved.
 */
export interface VariantDraft {
  readonly optionTypeIds: readonly string[];
  /** Value labels ticked per option type id; a type missing here shows the values its rows use. */
  readonly chosen: Readonly<Record<string, readonly string[]>>;
  readonly pattern: string;
  readonly rows: readonly VariantRow[];
  readonly stockTypeId: string | null;
  readonly stock: StockCells;
  /** What is on hand as last read or written: a cell differing from it is a change to send. */
  readonly stockBase: StockCells;
  readonly selected: ReadonlySet<string>;
  /** The server's word on a row (a SKU another product has), until that cell is edited. */
  readonly serverProblems: ReadonlyMap<string, RowProblems>;
  /** Format problems (a barcode's check digit) show after the cell is left or a save is tried. */
  readonly touched: ReadonlySet<string>;
  readonly submitted: boolean;
  /** The saved fields as last loaded or saved, to tell whether anything changed. */
  readonly saved: SavedFields;
}

type SavedFields = Pick<VariantDraft, 'optionTypeIds' | 'rows' | 'stockTypeId'>;

/** Whether the fields a product save sends differ from the last loaded or saved (rows compared by field: no JSON per keystroke). */
export const fieldsChanged = (draft: VariantDraft): boolean => {
  const { saved } = draft;
  return (
    draft.stockTypeId !== saved.stockTypeId ||
    draft.optionTypeIds.join('\u0000') !== saved.optionTypeIds.join('\u0000') ||
    draft.rows.length !== saved.rows.length ||
    draft.rows.some((row, i) => !sameRow(row, saved.rows[i]))
  );
};

/**
 * The section's start: the product's variants (or one default row). `pending`: stock typed before a
 * create whose stock write failed, by combination key, so it is there to retry on the edit page.
 */
export const draftOfProduct = (product: Product | undefined, pending: PendingStock = {}): VariantDraft => {
  const fields = { optionTypeIds: product?.optionTypeIds ?? [], rows: rowsOfProduct(product), stockTypeId: product?.stockTypeId ?? null };
  const stock: Record<string, Readonly<Record<string, string>>> = {};
  for (const row of fields.rows) {
    const cells = pending[rowCombination(row)];
    if (cells) stock[row.key] = cells;
  }
  return {
    ...fields,
    chosen: {},
    pattern: DEFAULT_SKU_PATTERN,
    stock,
    stockBase: {},
    selected: new Set(),
    serverProblems: new Map(),
    touched: new Set(),
    submitted: false,
    saved: fields,
  };
};

/** Typed stock by combination key (the same before and after a save gives rows their ids). */
export type PendingStock = StockCells;

/** The values ticked for a type: as chosen, else those its rows use (an edit starts from the stored variants). */
export const chosenLabels = (draft: VariantDraft, type: OptionType): readonly string[] =>
  draft.chosen[type.id] ?? [...new Set(draft.rows.map((r) => r.options[type.name]).filter((v): v is string => v !== undefined))];

export const chosenOptions = (draft: VariantDraft, types: readonly OptionType[]): ChosenOption[] =>
  draft.optionTypeIds.flatMap((id) => {
    const type = types.find((t) => t.id === id);
    return type ? [{ type, labels: chosenLabels(draft, type) }] : [];
  });

export type DraftAction =
  | { type: 'toggleType'; id: string; max: number }
  | { type: 'toggleValue'; optionType: OptionType; label: string }
  | { type: 'pattern'; pattern: string }
  | { type: 'generate'; types: readonly OptionType[]; productName: string }
  | { type: 'edit'; key: string; field: TextField; value: string }
  | { type: 'active'; key: string; value: boolean }
  | { type: 'images'; key: string; imageIds: readonly string[] }
  | { type: 'stock'; key: string; warehouseId: string; value: string }
  | { type: 'touch'; key: string; field: string }
  | { type: 'select'; key: string; value: boolean }
  | { type: 'selectAll'; value: boolean }
  | { type: 'bulk'; field: Extract<NumberField, 'price' | 'desi'>; value: string }
  | { type: 'removeSelected' }
  | { type: 'stockType'; id: string }
  | { type: 'stockRead'; cells: StockCells }
  | { type: 'submitted' }
  | { type: 'serverProblems'; problems: ReadonlyMap<string, RowProblems> }
  | { type: 'saved'; product: Product }
  | { type: 'stockSaved'; written: StockCells };

const withoutProblem = (problems: ReadonlyMap<string, RowProblems>, key: string, field: string): ReadonlyMap<string, RowProblems> => {
  const row = problems.get(key);
  if (!row || !(field in row)) return problems;
  const next = new Map(problems);
  next.set(key, Object.fromEntries(Object.entries(row).filter(([name]) => name !== field)));
  return next;
};

const updateRow = (rows: readonly VariantRow[], key: string, change: (row: VariantRow) => VariantRow) =>
  rows.map((row) => (row.key === key ? change(row) : row));

const merge = (base: StockCells, over: StockCells): StockCells => {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, cells] of Object.entries(base)) out[key] = { ...cells };
  for (const [key, cells] of Object.entries(over)) out[key] = { ...out[key], ...cells };
  return out;
};

export const variantDraftReducer = (draft: VariantDraft, action: DraftAction): VariantDraft => {
  switch (action.type) {
    case 'toggleType': {
      const on = draft.optionTypeIds.includes(action.id);
      if (!on && draft.optionTypeIds.length >= action.max) return draft;
      return { ...draft, optionTypeIds: on ? draft.optionTypeIds.filter((id) => id !== action.id) : [...draft.optionTypeIds, action.id] };
    }
    case 'toggleValue': {
      const current = chosenLabels(draft, action.optionType);
      const labels = current.includes(action.label) ? current.filter((l) => l !== action.label) : [...current, action.label];
      return { ...draft, chosen: { ...draft.chosen, [action.optionType.id]: labels } };
    }
    case 'pattern':
      return { ...draft, pattern: action.pattern };
    case 'generate': {
      const rows = generateRows(draft.rows, chosenOptions(draft, action.types), draft.pattern, action.productName);
      const keys = new Set(rows.map((r) => r.key));
      return { ...draft, rows, selected: new Set([...draft.selected].filter((k) => keys.has(k))) };
    }
    case 'edit':
      return {
        ...draft,
        rows: updateRow(draft.rows, action.key, (row) => ({ ...row, [action.field]: action.value })),
        serverProblems: withoutProblem(draft.serverProblems, action.key, action.field),
      };
    case 'active':
      return { ...draft, rows: updateRow(draft.rows, action.key, (row) => ({ ...row, isActive: action.value })) };
    case 'images':
      return { ...draft, rows: updateRow(draft.rows, action.key, (row) => ({ ...row, imageIds: action.imageIds })) };
    case 'stock':
      return {
        ...draft,
        stock: { ...draft.stock, [action.key]: { ...draft.stock[action.key], [action.warehouseId]: action.value } },
        serverProblems: withoutProblem(draft.serverProblems, action.key, `stock:${action.warehouseId}`),
      };
    case 'touch': {
      const id = `${action.key}:${action.field}`;
      return draft.touched.has(id) ? draft : { ...draft, touched: new Set([...draft.touched, id]) };
    }
    case 'select': {
      const selected = new Set(draft.selected);
      if (action.value) selected.add(action.key);
      else selected.delete(action.key);
      return { ...draft, selected };
    }
    case 'selectAll':
      return { ...draft, selected: action.value ? new Set(draft.rows.map((r) => r.key)) : new Set() };
    case 'bulk':
      return { ...draft, rows: draft.rows.map((row) => (draft.selected.has(row.key) ? { ...row, [action.field]: action.value } : row)) };
    case 'removeSelected': {
      const rows = draft.rows.filter((r) => !draft.selected.has(r.key));
      return rows.length === 0 ? draft : { ...draft, rows, selected: new Set() };
    }
    case 'stockType':
      return { ...draft, stockTypeId: action.id };
    case 'stockRead':
      // What was typed before the levels arrived (a retry after a failed write) stays typed.
      return { ...draft, stockBase: action.cells, stock: merge(action.cells, draft.stock) };
    case 'submitted':
      return { ...draft, submitted: true };
    case 'serverProblems':
      return { ...draft, serverProblems: action.problems };
    case 'saved': {
      // The saved variants come in the order sent and take their ids; rows keep their keys, so their stock cells stay with them.
      const byCombination = new Map(action.product.variants.map((v) => [combinationKey(v.options), v]));
      const rows = draft.rows.map((row) => {
        const saved = byCombination.get(rowCombination(row));
        return saved ? { ...row, id: saved.id, sku: saved.sku } : row;
      });
      const next = { ...draft, rows, optionTypeIds: action.product.optionTypeIds, serverProblems: new Map(), submitted: false };
      return { ...next, saved: { optionTypeIds: next.optionTypeIds, rows: next.rows, stockTypeId: next.stockTypeId } };
    }
    case 'stockSaved':
      return { ...draft, stockBase: merge(draft.stockBase, action.written) };
  }
};
