import { useRef, useState } from 'react';
import { Editor } from 'primereact/editor';
import type Quill from 'quill';
import type { Range } from 'quill';
import type TableModule from 'quill/modules/table';
import { LinkPickerDialog } from '../../../widgets/link-picker/LinkPickerDialog';
import { MediaPickerDialog } from '../../../widgets/media-picker/MediaPickerDialog';
import { FORM_BLOCK_CLIPBOARD, insertFormBlock, type FormBlockValue } from './form-block';
import { PAGE_TEXTS } from './texts';
import './pages.css';

const T = PAGE_TEXTS.toolbar;

/** Quill's own modules beside the toolbar: tables, and the clipboard reading stored form blocks back. */
const MODULES = { table: true, clipboard: FORM_BLOCK_CLIPBOARD };

export interface PageBodyEditorProps {
  readonly value: string;
  readonly onChange: (html: string) => void;
  /**
   * Picks a form to place (the integrator's form picker); the **Form ekle** button is drawn only
   * when given. Undefined from the picker: nothing is placed.
   */
  readonly onInsertForm?: (() => Promise<FormBlockValue | undefined>) | undefined;
  readonly labelledBy?: string;
}

/**
 * A page body in PrimeReact's Editor (Quill 2): headings, emphasis, lists, links through the link
 * selector, images from the media library, tables and form blocks. What it writes is only a
 * draft: the server sanitises it before storing.
 */
export function PageBodyEditor({ value, onChange, onInsertForm, labelledBy }: PageBodyEditorProps) {
  const quill = useRef<Quill | null>(null);
  // Where the cursor was when a dialog opened: the dialog takes the focus, the insert goes back there.
  const range = useRef<Range | null>(null);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);

  const remember = () => {
    range.current = quill.current?.getSelection(true) ?? null;
  };
  const at = () => range.current?.index ?? quill.current?.getLength() ?? 0;
  const table = () => quill.current?.getModule('table') as TableModule | undefined;

  const toolbar = (
    <>
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label={T.heading}>
          <option value="2">{T.headingOption}</option>
          <option value="3">{T.subheadingOption}</option>
          <option value="">{T.paragraphOption}</option>
        </select>
        <button type="button" className="ql-bold" aria-label={T.bold} />
        <button type="button" className="ql-italic" aria-label={T.italic} />
        <button type="button" className="ql-underline" aria-label={T.underline} />
        <button type="button" className="ql-list" value="ordered" aria-label={T.ordered} />
        <button type="button" className="ql-list" value="bullet" aria-label={T.bullet} />
        <button type="button" className="ql-clean" aria-label={T.clean} />
      </span>
      <span className="ql-formats page-editor__tools">
        <button
          type="button"
          className="page-editor__tool"
          aria-label={T.link}
          title={T.link}
          onClick={() => {
            remember();
            setDialog('link');
          }}
        >
          <i className="pi pi-link" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="page-editor__tool"
          aria-label={T.image}
          title={T.image}
          onClick={() => {
            remember();
            setDialog('image');
          }}
        >
          <i className="pi pi-image" aria-hidden="true" />
        </button>
        <button type="button" className="page-editor__tool" aria-label={T.table} title={T.table} onClick={() => table()?.insertTable(3, 3)}>
          <i className="pi pi-table" aria-hidden="true" />
        </button>
        <button type="button" className="page-editor__tool" aria-label={T.tableRow} title={T.tableRow} onClick={() => table()?.insertRowBelow()}>
          <i className="pi pi-arrow-down" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="page-editor__tool"
          aria-label={T.tableColumn}
          title={T.tableColumn}
          onClick={() => table()?.insertColumnRight()}
        >
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </button>
        <button type="button" className="page-editor__tool" aria-label={T.tableDelete} title={T.tableDelete} onClick={() => table()?.deleteTable()}>
          <i className="pi pi-times-circle" aria-hidden="true" />
        </button>
        {onInsertForm ? (
          <button
            type="button"
            className="page-editor__tool page-editor__tool--text"
            onClick={() => {
              remember();
              void onInsertForm().then((form) => {
                if (form && quill.current) {
                  quill.current.setSelection(at(), 0, 'silent');
                  insertFormBlock(quill.current, form);
                }
              });
            }}
          >
            <i className="pi pi-list" aria-hidden="true" /> {T.form}
          </button>
        ) : null}
      </span>
    </>
  );

  return (
    <div className="page-editor">
      <Editor
        value={value}
        headerTemplate={toolbar}
        modules={MODULES}
        style={{ minHeight: '20rem' }}
        aria-labelledby={labelledBy}
        onLoad={(instance) => {
          quill.current = instance as Quill;
        }}
        onTextChange={(e) => onChange(e.htmlValue ?? '')}
      />
      <LinkPickerDialog
        visible={dialog === 'link'}
        value={null}
        onHide={() => setDialog(null)}
        onConfirm={(link) => {
          setDialog(null);
          const q = quill.current;
          if (!q) return;
          const chosen = range.current;
          if (chosen && chosen.length > 0) q.formatText(chosen.index, chosen.length, 'link', link.target, 'user');
          else {
            const text = link.title || link.target;
            q.insertText(at(), text, { link: link.target }, 'user');
            q.setSelection(at() + text.length, 0, 'silent');
          }
        }}
      />
      <MediaPickerDialog
        visible={dialog === 'image'}
        accept={['IMAGE']}
        max={1}
        title={T.imageDialog}
        onHide={() => setDialog(null)}
        onConfirm={([media]) => {
          setDialog(null);
          const q = quill.current;
          if (!q || !media) return;
          q.insertEmbed(at(), 'image', media.filePath, 'user');
          q.setSelection(at() + 1, 0, 'silent');
        }}
      />
    </div>
  );
}
