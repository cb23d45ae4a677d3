import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Editor } from 'primereact/editor';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import {
  API_ROUTES,
  canAny,
  mayEditContentSection,
  PRODUCT_CONTENT_LIMITS,
  PRODUCT_CONTENT_SECTIONS,
  type ProductContent,
  type ProductContentAnswer,
  type ProductContentSave,
  type ProductContentSection,
} from '@shop/shared';
import { ApiError } from '../../../api/api-error';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DetailPage } from '../../../widgets/data-page/DetailPage';
import { useRouteRecord } from '../../../widgets/data-page/use-route-record';
import { productPath } from '../product-path';
import { fetchProductContent, saveProductContent } from './content-api';
import { RowList } from './RowList';
import { CONTENT_TEXTS as T } from './texts';
import './product-content.css';

const LIST = { to: '/admin/catalog/product', label: T.backToList };

/** The editor's toolbar: headings, emphasis, lists and links; Turkish names for every button. */
const TOOLBAR = (
  <span className="ql-formats">
    <select className="ql-header" defaultValue="" aria-label="Başlık düzeyi">
      <option value="2">Başlık</option>
      <option value="3">Alt başlık</option>
      <option value="">Paragraf</option>
    </select>
    <button type="button" className="ql-bold" aria-label="Kalın" />
    <button type="button" className="ql-italic" aria-label="İtalik" />
    <button type="button" className="ql-underline" aria-label="Altı çizili" />
    <button type="button" className="ql-list" value="ordered" aria-label="Numaralı liste" />
    <button type="button" className="ql-list" value="bullet" aria-label="Madde işaretli liste" />
    <button type="button" className="ql-link" aria-label="Bağlantı ekle" />
    <button type="button" className="ql-clean" aria-label="Biçimi temizle" />
  </span>
);

const changedSections = (stored: ProductContent, draft: ProductContent, groups: readonly string[]): ProductContentSection[] =>
  PRODUCT_CONTENT_SECTIONS.filter((s) => mayEditContentSection(groups, s) && JSON.stringify(stored[s]) !== JSON.stringify(draft[s]));

function ContentForm({ answer, reload }: { readonly answer: ProductContentAnswer; readonly reload: () => void }) {
  const { groups } = useSignedInUser();
  const [stored, setStored] = useState<ProductContentAnswer>(answer);
  const [draft, setDraft] = useState<ProductContent>(answer);
  const [saving, setSaving] = useState(false);
  const may = (s: ProductContentSection) => mayEditContentSection(groups, s);
  const changed = changedSections(stored, draft, groups);

  const save = async () => {
    if (changed.length === 0) return;
    const body: ProductContentSave = { baseVersion: stored.version };
    for (const s of changed) Object.assign(body, { [s]: draft[s] });
    setSaving(true);
    try {
      const saved = await saveProductContent(stored.productId, body);
      setStored(saved);
      // The server's sanitised description replaces what was typed, so the form shows what shoppers will see.
      setDraft(saved);
      toastSuccess(T.saved);
    } catch (error) {
      toastError(T.saveFailed, error instanceof ApiError ? error.message : undefined);
      if (error instanceof ApiError && error.status === 409) reload();
    } finally {
      setSaving(false);
    }
  };

  const note = (s: ProductContentSection) => (may(s) ? null : <p className="content-not-held">{T.notHeld}</p>);
  return (
    <form
      className="product-content-form"
      aria-label={T.contentOf(stored.productName)}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <section className="content-section" aria-labelledby="content-description">
        <h2 id="content-description">{T.description}</h2>
        {note('description')}
        <p className="content-help">{T.descriptionHelp}</p>
        <Editor
          value={draft.description}
          readOnly={!may('description')}
          headerTemplate={TOOLBAR}
          style={{ minHeight: '14rem' }}
          aria-label={T.description}
          onTextChange={(e) => setDraft((d) => ({ ...d, description: e.htmlValue ?? '' }))}
        />
      </section>
      <section className="content-section" aria-labelledby="content-specs">
        <h2 id="content-specs">{T.specs}</h2>
        {note('specs')}
        <p className="content-help">{T.specsHelp}</p>
        <RowList
          id="spec"
          rows={draft.specs}
          fields={[
            { key: 'key', label: T.specKey, maxLength: PRODUCT_CONTENT_LIMITS.specKey },
            { key: 'value', label: T.specValue, maxLength: PRODUCT_CONTENT_LIMITS.specValue },
          ]}
          blank={{ key: '', value: '' }}
          addLabel={T.addSpec}
          max={PRODUCT_CONTENT_LIMITS.specs}
          disabled={!may('specs')}
          onChange={(specs) => setDraft((d) => ({ ...d, specs }))}
        />
      </section>
      <section className="content-section" aria-labelledby="content-faq">
        <h2 id="content-faq">{T.faq}</h2>
        {note('faq')}
        <p className="content-help">{T.faqHelp}</p>
        <RowList
          id="faq"
          rows={draft.faq}
          fields={[
            { key: 'question', label: T.question, maxLength: PRODUCT_CONTENT_LIMITS.question },
            { key: 'answer', label: T.answer, multiline: true, maxLength: PRODUCT_CONTENT_LIMITS.answer },
          ]}
          blank={{ question: '', answer: '' }}
          addLabel={T.addFaq}
          max={PRODUCT_CONTENT_LIMITS.faq}
          disabled={!may('faq')}
          onChange={(faq) => setDraft((d) => ({ ...d, faq }))}
        />
      </section>
      <section className="content-section" aria-labelledby="content-cta">
        <h2 id="content-cta">{T.cta}</h2>
        {note('cta')}
        <p className="content-help">{T.ctaHelp}</p>
        <div className="content-cta-switch">
          <InputSwitch
            inputId="cta-enabled"
            checked={draft.cta !== null}
            disabled={!may('cta')}
            onChange={(e) => setDraft((d) => ({ ...d, cta: e.value ? (stored.cta ?? { text: '', link: '' }) : null }))}
          />
          <label htmlFor="cta-enabled">{T.ctaEnabled}</label>
        </div>
        {draft.cta ? (
          <div className="content-cta-fields">
            <label htmlFor="cta-text">{T.ctaText}</label>
            <InputText
              id="cta-text"
              value={draft.cta.text}
              maxLength={PRODUCT_CONTENT_LIMITS.ctaText}
              disabled={!may('cta')}
              onChange={(e) => setDraft((d) => ({ ...d, cta: { link: d.cta?.link ?? '', text: e.target.value } }))}
            />
            <label htmlFor="cta-link">{T.ctaLink}</label>
            <InputText
              id="cta-link"
              value={draft.cta.link}
              placeholder="/sayfa/beden-tablosu"
              disabled={!may('cta')}
              onChange={(e) => setDraft((d) => ({ ...d, cta: { text: d.cta?.text ?? '', link: e.target.value } }))}
            />
          </div>
        ) : null}
      </section>
      <div className="content-actions">
        <Button type="submit" label={saving ? T.saving : T.save} icon="pi pi-save" loading={saving} disabled={saving || changed.length === 0} />
        {changed.length === 0 ? <span className="content-help">{T.nothingToSave}</span> : null}
      </div>
    </form>
  );
}

/** `/admin/catalog/product/content/:id`: a product's description, Ek bilgiler, SSS and CTA, each section editable by its own permission's holders. */
export default function ProductContentPage() {
  const { groups } = useSignedInUser();
  const resource = useRouteRecord(fetchProductContent);
  return (
    <DetailPage
      resource={resource}
      list={LIST}
      title={(data) => T.title(data.productName)}
      actions={(data) =>
        canAny(groups, API_ROUTES.updateProduct.access.anyOf) ? (
          <Link className="p-button p-button-outlined" style={{ gap: '0.5rem', textDecoration: 'none' }} to={productPath(data.productId)}>
            <i className="pi pi-pencil" aria-hidden="true" />
            <span>{T.editProduct}</span>
          </Link>
        ) : null
      }
    >
      {(data) => <ContentForm key={`${data.productId}:${data.version}`} answer={data} reload={resource.retry} />}
    </DetailPage>
  );
}
