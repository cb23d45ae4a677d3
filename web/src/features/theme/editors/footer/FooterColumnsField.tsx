import { useId, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { CONTENT_POSITIONS, footerColumnSchema, type FooterLinkForm, type FooterSettings, type Id } from '@shop/shared';
import { toastError, toastWarning } from '../../../../ui/toast';
import type { CustomFieldProps } from '../kit/field-config';
import { fieldErrors, firstIssue, type FieldErrors } from '../kit/field-errors';
import { fieldsFor, optionsOf } from '../kit/field-builders';
import { ItemDialog } from '../items/ItemDialog';
import { indexOfItem, moveItem, sortedByOrder } from '../items/item-order';
import { SortableItemList } from '../items/SortableItemList';
import { columnLabel, removeLink, reorderLink, saveLink, withoutColumn, type FooterColumn, type FooterLinkDraft } from './footer-columns';
import { FOOTER_TEXTS as T } from './footer-texts';

type Draft = Record<string, unknown>;
type LinkEditing = { readonly mode: 'add' | 'edit'; readonly draft: FooterLinkDraft } | null;

const linkField = fieldsFor<FooterLinkForm>();
const columnField = fieldsFor<FooterColumn>();
const COLUMN_FIELDS = [
  columnField.text('title', T.columnTitle),
  columnField.select('contentAlignment', T.alignment, optionsOf(CONTENT_POSITIONS, T.alignments), { segmented: true }),
];

/** The column's title as the editor shows it (its place when it has no title). */
const labelOf = (column: FooterColumn) => columnLabel(column, column.order - 1);

/**
 * The footer's columns (reorderable; title and alignment in a dialog; removable, asking first when
 * a column holds links) and each column's links (reorderable within it; added and edited in one
 * dialog whose column choice also moves a link to another column).
 */
export function FooterColumnsField({ id, label, data, error, sink, fieldsView }: CustomFieldProps<FooterSettings>) {
  const columns = useMemo(() => sortedByOrder(data.columns), [data.columns]);
  const [linkEditing, setLinkEditing] = useState<LinkEditing>(null);
  const [columnEditing, setColumnEditing] = useState<FooterColumn | null>(null);
  const headingPrefix = useId();

  const updateColumns = (change: (columns: readonly FooterColumn[]) => FooterColumn[]) =>
    sink.update('columns', (current) => change((current ?? []) as readonly FooterColumn[]));

  const linkFields = useMemo(
    () => [
      linkField.text('title', T.linkTitle),
      linkField.link('link', T.link),
      linkField.select(
        'columnId',
        T.column,
        columns.map((column) => ({ value: column.id, label: labelOf(column) })),
      ),
    ],
    [columns],
  );

  const saveLinkDraft = (draft: Draft): FieldErrors | null => {
    if (!linkEditing) return null;
    const result = saveLink(data.columns, draft as unknown as FooterLinkDraft, linkEditing.mode);
    if (!result.ok) {
      toastError(result.message);
      // A refusal about the draft keeps the dialog open to fix it; a gone link or column closes it.
      if (Object.keys(result.errors).length > 0) return result.errors;
    } else {
      updateColumns((latest) => {
        const again = saveLink(latest, draft as unknown as FooterLinkDraft, linkEditing.mode);
        return again.ok ? again.columns : [...latest];
      });
    }
    setLinkEditing(null);
    return null;
  };

  const saveColumn = (draft: Draft): FieldErrors | null => {
    const check = firstIssue(footerColumnSchema, draft);
    if (!check.ok) {
      toastError(check.message);
      return fieldErrors(footerColumnSchema, draft);
    }
    const { title, contentAlignment } = check.value;
    if (indexOfItem(data.columns, check.value.id) < 0) toastError(T.columnMissing);
    else
      updateColumns((latest) =>
        latest.map((column) => (String(column.id) === String(check.value.id) ? { ...column, title, contentAlignment } : column)),
      );
    setColumnEditing(null);
    return null;
  };

  const removeColumn = (column: FooterColumn) => {
    if (withoutColumn(data, column.id) === null) {
      toastWarning(T.lastColumn);
      return;
    }
    const apply = () => sink.update('', (current) => withoutColumn(current as FooterSettings, column.id) ?? current);
    if (column.links.length === 0) {
      apply();
      return;
    }
    confirmDialog({
      header: T.removeColumnsTitle,
      message: T.removeColumns([labelOf(column)], column.links.length),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.removeAccept,
      rejectLabel: T.removeReject,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: apply,
    });
  };

  const moveColumn = (columnId: Id, toIndex: number) => updateColumns((latest) => moveItem(latest, columnId, toIndex));

  return (
    <div className="kit-list-field footer-columns" id={id}>
      {/* What the schema says about stored columns (an older save, a link without a target). */}
      {error !== undefined && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
      <SortableItemList
        items={columns}
        label={label}
        titleOf={labelOf}
        onMove={moveColumn}
        onEdit={(column) => setColumnEditing(column)}
        onRemove={removeColumn}
      />
      {columns.map((column) => {
        const links = sortedByOrder(column.links);
        const heading = `${headingPrefix}-${String(column.id)}`;
        return (
          <section key={String(column.id)} className="footer-column-links" aria-labelledby={heading}>
            <h4 id={heading} className="kit-label">
              {T.linksOf(labelOf(column))}
            </h4>
            {links.length === 0 ? (
              <p className="kit-items-empty">{T.noLinks}</p>
            ) : (
              <SortableItemList
                items={links}
                label={T.linksOf(labelOf(column))}
                titleOf={(link) => link.title}
                onMove={(linkId, toIndex) => updateColumns((latest) => reorderLink(latest, linkId, toIndex))}
                onEdit={(link) => setLinkEditing({ mode: 'edit', draft: { ...link, columnId: column.id } })}
                onRemove={(link) => updateColumns((latest) => removeLink(latest, link.id))}
              />
            )}
          </section>
        );
      })}
      <div className="kit-items-actions">
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={T.addLink}
          onClick={() => setLinkEditing({ mode: 'add', draft: { title: '', link: undefined, columnId: null } })}
        />
      </div>
      <ItemDialog
        draft={linkEditing?.draft ?? null}
        title={linkEditing?.mode === 'edit' ? T.linkDialog.edit : T.linkDialog.add}
        fields={linkFields}
        fieldsView={fieldsView}
        onSave={saveLinkDraft}
        onHide={() => setLinkEditing(null)}
      />
      <ItemDialog
        draft={columnEditing}
        title={T.columnDialog}
        fields={COLUMN_FIELDS}
        fieldsView={fieldsView}
        onSave={saveColumn}
        onHide={() => setColumnEditing(null)}
      />
    </div>
  );
}
