import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import {
  CONTENT_PAGE_LIMITS,
  PAGE_STATUS_LABELS,
  PAGE_STATUSES,
  pageSlugOf,
  type ContentPage,
  type ContentPageSave,
  type PageCategory,
  type PageStatus,
} from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DateTimePicker } from '../../../widgets/date-time/DateTimePicker';
import type { FormBlockValue } from './form-block';
import { createPage, updatePage } from './page-api';
import { PageBodyEditor } from './PageBodyEditor';
import { PAGE_TEXTS as T } from './texts';

const STATUS_OPTIONS = PAGE_STATUSES.map((value) => ({ value, label: PAGE_STATUS_LABELS[value] }));

interface Draft {
  title: string;
  slug: string;
  categoryId: string | null;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  status: PageStatus;
  publishAt: string | null;
}

const draftOf = (page: ContentPage | undefined): Draft =>
  page
    ? {
        title: page.title,
        slug: page.slug,
        categoryId: page.categoryId,
        bodyHtml: page.bodyHtml,
        seoTitle: page.seoTitle,
        seoDescription: page.seoDescription,
        status: page.status,
        publishAt: page.publishAt,
      }
    : { title: '', slug: '', categoryId: null, bodyHtml: '', seoTitle: '', seoDescription: '', status: 'DRAFT', publishAt: null };

export interface PageFormProps {
  /** Undefined: a new page. */
  readonly page: ContentPage | undefined;
  readonly categories: readonly PageCategory[];
  readonly onSaved: (page: ContentPage) => void;
  readonly onCancel: () => void;
  /** Reloads the page after a 409 (someone else saved it meanwhile). */
  readonly onStale: () => void;
  readonly onInsertForm?: (() => Promise<FormBlockValue | undefined>) | undefined;
}

/** A page's add/edit form; the server's Turkish refusal (400, 409) is shown beside the field it names. */
export function PageForm({ page, categories, onSaved, onCancel, onStale, onInsertForm }: PageFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(page));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string | undefined; message: string }>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setRefusal(undefined);
  };
  const slugShown = draft.slug.trim() || pageSlugOf(draft.title);
  const errorOf = (field: string) =>
    refusal?.field === field ? (
      <small id={`${ids}-${field}-error`} className="p-error" role="alert">
        {refusal.message}
      </small>
    ) : null;

  const save = async () => {
    setSaving(true);
    const body: ContentPageSave = { ...draft, slug: draft.slug.trim(), ...(page ? { baseVersion: page.version } : {}) };
    try {
      const saved = page ? await updatePage(page.id, body) : await createPage(body);
      toastSuccess(page ? T.saved : T.created);
      onSaved(saved);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : T.saveFailed;
      const field =
        error instanceof ApiError
          ? (error.field ?? (error.status === 409 && message.includes('adresi başka bir sayfada') ? 'slug' : undefined))
          : undefined;
      setRefusal({ field, message });
      toastError(T.saveFailed, message);
      if (error instanceof ApiError && error.status === 409 && field === undefined) onStale();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="pages-form"
      aria-label={page ? T.formEdit(page.title) : T.formNew}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="pages-form__field">
        <label htmlFor={`${ids}-title`}>{T.title}</label>
        <InputText
          id={`${ids}-title`}
          value={draft.title}
          maxLength={CONTENT_PAGE_LIMITS.title}
          invalid={refusal?.field === 'title'}
          aria-describedby={refusal?.field === 'title' ? `${ids}-title-error` : undefined}
          onChange={(e) => set('title', e.target.value)}
        />
        {errorOf('title')}
      </div>
      <div className="pages-form__row">
        <div className="pages-form__field">
          <label htmlFor={`${ids}-slug`}>{T.slug}</label>
          <InputText
            id={`${ids}-slug`}
            value={draft.slug}
            placeholder={pageSlugOf(draft.title)}
            maxLength={CONTENT_PAGE_LIMITS.slug}
            invalid={refusal?.field === 'slug'}
            aria-describedby={`${ids}-slug-help${refusal?.field === 'slug' ? ` ${ids}-slug-error` : ''}`}
            onChange={(e) => set('slug', e.target.value)}
            spellCheck={false}
            autoComplete="off"
          />
          <small id={`${ids}-slug-help`} className="pages-form__help">
            {T.slugHelp(slugShown)}
          </small>
          {errorOf('slug')}
        </div>
        <div className="pages-form__field">
          <label htmlFor={`${ids}-category`}>{T.category}</label>
          <Dropdown
            inputId={`${ids}-category`}
            value={draft.categoryId}
            options={[...categories]}
            optionLabel="name"
            optionValue="id"
            placeholder={T.noCategory}
            showClear
            invalid={refusal?.field === 'categoryId'}
            onChange={(e) => set('categoryId', (e.value as string | undefined) ?? null)}
          />
          {errorOf('categoryId')}
        </div>
      </div>
      <div className="pages-form__field">
        <span id={`${ids}-body`}>{T.body}</span>
        <small className="pages-form__help">{T.bodyHelp}</small>
        <PageBodyEditor value={draft.bodyHtml} onChange={(html) => set('bodyHtml', html)} onInsertForm={onInsertForm} labelledBy={`${ids}-body`} />
        {errorOf('bodyHtml')}
      </div>
      <div className="pages-form__row">
        <div className="pages-form__field">
          <label htmlFor={`${ids}-seo-title`}>{T.seoTitle}</label>
          <InputText
            id={`${ids}-seo-title`}
            value={draft.seoTitle}
            maxLength={CONTENT_PAGE_LIMITS.seoTitle}
            aria-describedby={`${ids}-seo-title-help`}
            onChange={(e) => set('seoTitle', e.target.value)}
          />
          <small id={`${ids}-seo-title-help`} className="pages-form__help">
            {T.seoTitleHelp}
          </small>
        </div>
        <div className="pages-form__field">
          <label htmlFor={`${ids}-seo-description`}>{T.seoDescription}</label>
          <InputTextarea
            id={`${ids}-seo-description`}
            value={draft.seoDescription}
            rows={3}
            maxLength={CONTENT_PAGE_LIMITS.seoDescription}
            aria-describedby={`${ids}-seo-description-help`}
            onChange={(e) => set('seoDescription', e.target.value)}
          />
          <small id={`${ids}-seo-description-help`} className="pages-form__help">
            {T.seoDescriptionHelp}
          </small>
        </div>
      </div>
      <div className="pages-form__row">
        <div className="pages-form__field">
          <span id={`${ids}-status`}>{T.status}</span>
          <SelectButton
            value={draft.status}
            options={STATUS_OPTIONS}
            allowEmpty={false}
            aria-labelledby={`${ids}-status`}
            onChange={(e) => {
              if (PAGE_STATUSES.includes(e.value as PageStatus)) set('status', e.value as PageStatus);
            }}
          />
        </div>
        <div className="pages-form__field">
          <label htmlFor={`${ids}-publish-at`}>{T.publishAt}</label>
          <DateTimePicker inputId={`${ids}-publish-at`} label={T.publishAt} value={draft.publishAt} onChange={(v) => set('publishAt', v)} />
          <small className="pages-form__help">{T.publishAtHelp}</small>
          {errorOf('publishAt')}
        </div>
      </div>
      {refusal && refusal.field === undefined ? (
        <small className="p-error" role="alert">
          {refusal.message}
        </small>
      ) : null}
      <div className="pages-form__actions">
        <Button type="submit" label={saving ? T.saving : T.save} icon="pi pi-save" loading={saving} disabled={saving} />
        <Button type="button" label={T.backToList} icon="pi pi-arrow-left" outlined onClick={onCancel} />
      </div>
    </form>
  );
}
