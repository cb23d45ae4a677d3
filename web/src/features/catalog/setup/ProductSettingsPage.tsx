import './setup.css';
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import {
  ALLOCATION_STRATEGIES,
  ALLOCATION_STRATEGY_LABELS,
  API_ROUTES,
  canAny,
  findAdminPage,
  OUT_OF_STOCK_VISIBILITY,
  OUT_OF_STOCK_VISIBILITY_LABELS,
  type ProductSettings,
  type ProductSettingsAnswer,
  type StockType,
} from '@shop/shared';
import { useRemoteData } from '../../../api/use-remote-data';
import { useSignedInUser } from '../../../session/auth/auth-context';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { failureText } from './failure-text';
import { fetchProductSettings, fetchStockTypes, saveProductSettings } from './setup-api';
import { SETUP_TEXTS } from './texts';

const TITLE = findAdminPage('/admin/settings/product')?.label;
const T = SETUP_TEXTS.productSettings;
const C = SETUP_TEXTS.common;
const VISIBILITY = OUT_OF_STOCK_VISIBILITY.map((value) => ({ value, label: OUT_OF_STOCK_VISIBILITY_LABELS[value] }));
const STRATEGIES = ALLOCATION_STRATEGIES.map((value) => ({ value, label: ALLOCATION_STRATEGY_LABELS[value] }));

interface Loaded {
  readonly settings: ProductSettingsAnswer;
  /** Empty for a role that may read the settings but not list the units: the current one is still named. */
  readonly stockTypes: readonly StockType[];
}

/** Ürün Ayarları: the five shop-wide product settings; read-only (with a note) for roles that may not save them. */
export default function ProductSettingsPage() {
  const { groups } = useSignedInUser();
  const maySave = canAny(groups, API_ROUTES.saveProductSettings.access.anyOf);
  const mayListUnits = canAny(groups, API_ROUTES.listStockTypes.access.anyOf);
  const loaded = useRemoteData<Loaded>(
    async (signal) => ({
      settings: await fetchProductSettings(signal),
      stockTypes: mayListUnits ? await fetchStockTypes(signal) : [],
    }),
    'product-settings',
  );
  return (
    <DataPage title={TITLE} intro={<p>{T.intro}</p>}>
      {maySave ? null : <Message severity="info" text={C.readOnly} className="setup-note" />}
      <RemoteView
        resource={loaded}
        loading={
          <div className="setup-settings setup-form" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height="2.5rem" />
            ))}
          </div>
        }
      >
        {(data) => <SettingsForm loaded={data} maySave={maySave} />}
      </RemoteView>
    </DataPage>
  );
}

function SettingsForm({ loaded, maySave }: { loaded: Loaded; maySave: boolean }) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [version, setVersion] = useState(loaded.settings.version);
  const [draft, setDraft] = useState<ProductSettings>(() => {
    const { version: _version, ...settings } = loaded.settings;
    return settings;
  });
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProductSettings>(key: K, value: ProductSettings[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const units = [{ value: null, label: T.noStockType }, ...loaded.stockTypes.map((t) => ({ value: t.id, label: t.name }))];
  const readOnly = !maySave || busy;

  const submit = async () => {
    setBusy(true);
    try {
      const saved = await saveProductSettings(draft, version);
      setVersion(saved.version);
      toastSuccess(T.saved);
    } catch (error) {
      toastError(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="setup-settings setup-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (maySave && !busy) void submit();
      }}
    >
      <div className="setup-field">
        <label htmlFor={field('threshold')}>{T.lowStockThreshold}</label>
        <InputNumber
          inputId={field('threshold')}
          value={draft.lowStockThreshold}
          min={0}
          max={1_000_000}
          locale="tr-TR"
          disabled={readOnly}
          aria-describedby={field('threshold-help')}
          onValueChange={(e) => set('lowStockThreshold', e.value ?? 0)}
        />
        <small id={field('threshold-help')}>{T.lowStockHelp}</small>
      </div>
      <div className="setup-field">
        <label htmlFor={field('unit')}>{T.defaultStockType}</label>
        <Dropdown
          inputId={field('unit')}
          value={draft.defaultStockTypeId}
          options={
            loaded.stockTypes.length > 0 || draft.defaultStockTypeId === null
              ? units
              : [{ value: draft.defaultStockTypeId, label: draft.defaultStockTypeId }]
          }
          disabled={readOnly}
          aria-describedby={field('unit-help')}
          onChange={(e) => set('defaultStockTypeId', (e.value as string | null) ?? null)}
        />
        <small id={field('unit-help')}>{T.defaultStockTypeHelp}</small>
      </div>
      <div className="setup-check">
        <Checkbox
          inputId={field('backorder')}
          checked={draft.allowBackorder}
          disabled={readOnly}
          onChange={(e) => set('allowBackorder', e.checked === true)}
        />
        <label htmlFor={field('backorder')}>{T.allowBackorder}</label>
      </div>
      <div className="setup-field">
        <span id={field('visibility')}>{T.outOfStockVisibility}</span>
        <SelectButton
          value={draft.outOfStockVisibility}
          options={VISIBILITY}
          allowEmpty={false}
          disabled={readOnly}
          ariaLabelledBy={field('visibility')}
          onChange={(e) => {
            const next = e.value as ProductSettings['outOfStockVisibility'] | null;
            if (next) set('outOfStockVisibility', next);
          }}
        />
      </div>
      <div className="setup-field">
        <span id={field('strategy')}>{T.allocationStrategy}</span>
        <SelectButton
          value={draft.allocationStrategy}
          options={STRATEGIES}
          allowEmpty={false}
          disabled={readOnly}
          ariaLabelledBy={field('strategy')}
          onChange={(e) => {
            const next = e.value as ProductSettings['allocationStrategy'] | null;
            if (next) set('allocationStrategy', next);
          }}
        />
      </div>
      {maySave ? (
        <div>
          <Button type="submit" label={busy ? C.saving : C.save} icon="pi pi-check" loading={busy} />
        </div>
      ) : null}
    </form>
  );
}
