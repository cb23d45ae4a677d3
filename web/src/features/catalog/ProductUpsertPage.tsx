import { useContext, useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link, UNSAFE_DataRouterContext, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { API_ROUTES, canAny, findAdminPage, MESSAGES, PRODUCT_LIMITS, type Product, type ProductImage } from '@shop/shared';
import { ApiError } from '../../api/client';
import { useRemoteData } from '../../api/use-remote-data';
import { useSignedInUser } from '../../session/auth/auth-context';
import { DataPage } from '../../widgets/data-page/DataPage';
import { DetailPage } from '../../widgets/data-page/DetailPage';
import { toastError, toastSuccess } from '../../ui/toast';
import { CategoryTreePicker, MediaPickerDialog, SearchableSelect } from '../../widgets';
import { createProduct, fetchProduct, updateProduct } from './catalog-api';
import { ProductImageList } from './ProductImageList';
import {
  bodyOfForm,
  categoryIdsOf,
  EMPTY_PRODUCT_FORM,
  forestOf,
  formOfProduct,
  sameValues,
  selectionsOf,
  slugPreview,
  type ProductFormValues,
} from './product-form';
import { productPath } from './product-path';
import { CATALOG_TEXTS } from './texts';
import { useCatalogOptions } from './use-catalog-options';
import '../../widgets/data-page/data-pages.css';
import './product-form.css';

const LIST = { to: '/admin/catalog/product', label: findAdminPage('/admin/catalog/product')?.label ?? '' };
const T = CATALOG_TEXTS.form;
const NEW_ID = 'new';

type FieldErrors = Partial<Record<keyof ProductFormValues, string>>;

/** /admin/catalog/product/upsert/new and /admin/catalog/product/upsert/{id}: one form to add or edit a product. */
export default function ProductUpsertPage() {
  const id = useParams().id ?? NEW_ID;
  return id === NEW_ID ? <ProductForm key={NEW_ID} /> : <EditProduct key={id} id={id} />;
}

function EditProduct({ id }: { id: string }) {
  const product = useRemoteData((signal) => fetchProduct(id, signal), id);
  return (
    <DetailPage resource={product} list={LIST}>
      {(p) => <ProductForm product={p} />}
    </DetailPage>
  );
}

/** Asks before leaving with unsaved changes: the browser's prompt on reload or close, ours inside the app (data router only). */
function LeaveGuard({ dirty, allow }: { dirty: boolean; allow: React.RefObject<boolean> }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return dataRouter ? <RouteBlocker dirty={dirty} allow={allow} /> : null;
}

function RouteBlocker({ dirty, allow }: { dirty: boolean; allow: React.RefObject<boolean> }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allow.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmDialog({
      header: T.leaveHeader,
      message: T.leaveMessage,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.leaveAccept,
      rejectLabel: T.leaveReject,
      defaultFocus: 'reject',
      accept: () => blocker.proceed(),
      reject: () => blocker.reset(),
      onHide: () => blocker.reset(),
    });
  }, [blocker]);
  return null;
}

function Field({ id, label, error, help, children }: { id: string; label: string; error?: string | undefined; help?: string; children: ReactNode }) {
  return (
    <div className="product-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {help ? (
        <small id={`${id}-help`} className="product-field-help">
          {help}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, help = false) =>
  [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The form's field a 400 names ("images.0.filePath" is the images field). */
const fieldOf = (path: string | undefined): keyof ProductFormValues | undefined => {
  const head = path?.split('.')[0];
  return head && head in EMPTY_PRODUCT_FORM ? (head as keyof ProductFormValues) : undefined;
};

function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const { groups } = useSignedInUser();
  const { brands, categories } = useCatalogOptions();
  const forest = useMemo(() => forestOf(categories), [categories]);
  const [base, setBase] = useState<Product | undefined>(product);
  const [initial, setInitial] = useState<ProductFormValues>(() => (product ? formOfProduct(product) : EMPTY_PRODUCT_FORM));
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [picking, setPicking] = useState(false);
  const allowLeave = useRef(false);
  const dirty = !sameValues(values, initial);
  const mayCreateBrand = canAny(groups, API_ROUTES.createBrand.access.anyOf);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const save = async (over?: Product) => {
    const against = over ?? base;
    setBusy(true);
    setErrors({});
    try {
      const body = bodyOfForm(values);
      const saved = against ? await updateProduct(against.id, body, against.version) : await createProduct(body);
      const next = formOfProduct(saved);
      setBase(saved);
      setInitial(next);
      setValues(next);
      setStale(false);
      toastSuccess(against ? T.updated(saved.name) : T.created(saved.name));
      if (!against) {
        allowLeave.current = true;
        void navigate(productPath(saved.id), { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.message === MESSAGES.api.productStale) {
        setStale(true);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const field = error.status === 409 ? 'slug' : fieldOf(error.field);
        if (field) setErrors({ [field]: error.message });
        toastError(T.saveFailed, error.message);
      } else {
        toastError(T.saveFailed, error instanceof Error ? error.message : undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  /** After a 409: read what is stored now, then save what is typed over it or take the stored product. */
  const resolveStale = async (keepMine: boolean) => {
    if (!base) return;
    setBusy(true);
    try {
      const current = await fetchProduct(base.id, new AbortController().signal);
      setBase(current);
      if (keepMine) {
        await save(current);
        return;
      }
      const next = formOfProduct(current);
      setInitial(next);
      setValues(next);
      setErrors({});
      setStale(false);
    } catch (error) {
      toastError(T.saveFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) void save();
  };

  const addImages = (picked: { id?: string | number | undefined; filePath: string; name: string }[]) => {
    const have = new Set(values.images.map((i) => i.filePath));
    const added: ProductImage[] = picked
      .filter((m) => !have.has(m.filePath))
      .map((m) => ({ ...(m.id !== undefined ? { id: m.id } : {}), type: 'IMAGE', filePath: m.filePath, name: m.name, alt: '' }));
    set('images', [...values.images, ...added].slice(0, PRODUCT_LIMITS.images));
    setPicking(false);
  };

  const slug = slugPreview(values);
  const room = PRODUCT_LIMITS.images - values.images.length;
  return (
    <DataPage
      className="product-form-page"
      title={base ? T.editTitle(base.name) : T.newTitle}
      actions={dirty ? <span className="product-form-unsaved">{T.unsaved}</span> : null}
    >
      <LeaveGuard dirty={dirty} allow={allowLeave} />
      {stale ? (
        <div className="product-form-stale" role="alert">
          <Message severity="warn" text={`${T.staleTitle}. ${T.staleText}`} />
          <div className="product-form-stale-actions">
            <Button type="button" label={T.keepMine} icon="pi pi-save" disabled={busy} onClick={() => void resolveStale(true)} />
            <Button type="button" label={T.loadTheirs} icon="pi pi-refresh" outlined disabled={busy} onClick={() => void resolveStale(false)} />
          </div>
        </div>
      ) : null}
      <form className="product-form" onSubmit={submit} noValidate aria-label={base ? T.editTitle(base.name) : T.newTitle}>
        <section className="product-form-section" aria-labelledby="product-general">
          <h2 id="product-general">{T.general}</h2>
          <Field id="product-name" label={T.name} error={errors.name}>
            <InputText
              id="product-name"
              value={values.name}
              maxLength={PRODUCT_LIMITS.text}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('product-name', errors.name)}
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field id="product-slug" label={T.slug} error={errors.slug} help={T.slugHelp(slug)}>
            <InputText
              id="product-slug"
              value={values.slug}
              placeholder={slug}
              maxLength={PRODUCT_LIMITS.text}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={describedBy('product-slug', errors.slug, true)}
              onChange={(e) => set('slug', e.target.value)}
            />
          </Field>
          <Field id="product-description" label={T.description} error={errors.description}>
            <InputTextarea
              id="product-description"
              value={values.description}
              rows={6}
              autoResize
              maxLength={PRODUCT_LIMITS.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy('product-description', errors.description)}
              onChange={(e) => set('description', e.target.value)}
            />
          </Field>
          <div className="product-field product-field--switch">
            <InputSwitch inputId="product-active" checked={values.isActive} onChange={(e) => set('isActive', e.value)} />
            <label htmlFor="product-active">{T.active}</label>
          </div>
        </section>

        <section className="product-form-section" aria-labelledby="product-pricing">
          <h2 id="product-pricing">{T.pricing}</h2>
          <div className="product-form-row">
            <Field id="product-price" label={T.price} error={errors.price}>
              <InputNumber
                inputId="product-price"
                value={values.price}
                mode="decimal"
                locale="tr-TR"
                minFractionDigits={2}
                maxFractionDigits={2}
                min={0}
                max={PRODUCT_LIMITS.maxPrice}
                aria-invalid={errors.price ? true : undefined}
                aria-describedby={describedBy('product-price', errors.price)}
                onValueChange={(e) => set('price', e.value ?? null)}
              />
            </Field>
            <Field id="product-compare" label={T.compareAtPrice} error={errors.compareAtPrice} help={T.compareAtHelp}>
              <InputNumber
                inputId="product-compare"
                value={values.compareAtPrice}
                mode="decimal"
                locale="tr-TR"
                minFractionDigits={2}
                maxFractionDigits={2}
                min={0}
                max={PRODUCT_LIMITS.maxPrice}
                aria-invalid={errors.compareAtPrice ? true : undefined}
                aria-describedby={describedBy('product-compare', errors.compareAtPrice, true)}
                onValueChange={(e) => set('compareAtPrice', e.value ?? null)}
              />
            </Field>
          </div>
        </section>

        <section className="product-form-section" aria-labelledby="product-organisation">
          <h2 id="product-organisation">{T.organisation}</h2>
          <Field id="product-brand" label={T.brand} error={errors.brandId}>
            <SearchableSelect
              inputId="product-brand"
              label={T.brand}
              placeholder={T.noBrand}
              options={brands ?? []}
              loading={brands === undefined}
              value={values.brandId}
              onChange={(value) => set('brandId', value === null ? null : String(value))}
              {...(mayCreateBrand ? { create: { route: 'createBrand' as const, thing: CATALOG_TEXTS.brandThing } } : {})}
            />
          </Field>
          <div className="product-field">
            <span className="product-field-label" id="product-categories-label">
              {T.categories}
            </span>
            <CategoryTreePicker
              ariaLabel={T.categories}
              value={selectionsOf(forest, values.categoryIds)}
              onChange={(selections) => set('categoryIds', categoryIdsOf(forest, selections))}
            />
            {errors.categoryIds ? (
              <small className="p-error" role="alert">
                {errors.categoryIds}
              </small>
            ) : null}
          </div>
        </section>

        <section className="product-form-section" aria-labelledby="product-images">
          <div className="product-form-section-head">
            <h2 id="product-images">{T.images}</h2>
            <Button type="button" icon="pi pi-images" label={T.addImages} outlined disabled={room <= 0 || busy} onClick={() => setPicking(true)} />
          </div>
          <p className="product-field-help">{room <= 0 ? T.imagesFull : T.imagesHelp(values.images.length, PRODUCT_LIMITS.images)}</p>
          <ProductImageList images={values.images} onChange={(images) => set('images', images)} disabled={busy} />
          {errors.images ? (
            <small className="p-error" role="alert">
              {errors.images}
            </small>
          ) : null}
          {picking ? (
            <MediaPickerDialog
              visible
              accept={['IMAGE']}
              max={Math.max(1, room)}
              title={T.addImages}
              onConfirm={addImages}
              onHide={() => setPicking(false)}
            />
          ) : null}
        </section>

        <div className="product-form-actions">
          <Link to={LIST.to} className="p-button p-button-text" style={{ textDecoration: 'none' }}>
            {T.cancel}
          </Link>
          <Button type="submit" label={busy ? T.saving : T.save} icon="pi pi-check" loading={busy} disabled={busy} />
        </div>
      </form>
    </DataPage>
  );
}
