import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import {
  BUILT_IN_CARRIERS,
  CARGO_LIMITS,
  CARRIER_CODE_PATTERN,
  hasVisibleText,
  isBuiltInCarrier,
  isTrackingUrlTemplate,
  trackingUrlFor,
  type Carrier,
} from '@shop/shared';
import { CARGO_TEXTS } from './texts';

const T = CARGO_TEXTS.carriers;
const SAMPLE_NUMBER = '1234567890';

interface Props {
  readonly idPrefix: string;
  readonly carriers: readonly Carrier[];
  readonly onChange: (carriers: Carrier[]) => void;
  readonly readOnly: boolean;
}

/** The carriers: built-in ones switched on or off and given another template, custom ones added and removed. */
export function CarrierTable({ idPrefix, carriers, onChange, readOnly }: Props) {
  const update = (code: string, change: Partial<Carrier>) => onChange(carriers.map((c) => (c.code === code ? { ...c, ...change } : c)));
  return (
    <>
      <DataTable value={[...carriers]} dataKey="code" size="small" stripedRows aria-label={T.label}>
        <Column
          header={T.name}
          body={(c: Carrier) => (
            <span className="cargo-carrier-name">
              {c.name}
              {isBuiltInCarrier(c.code) ? <Tag value={T.builtIn} severity="secondary" /> : null}
            </span>
          )}
        />
        <Column header={T.code} field="code" />
        <Column
          header={T.template}
          body={(c: Carrier) => (
            <div className="cargo-template">
              <InputText
                value={c.trackingUrlTemplate}
                aria-label={T.templateLabel(c.name)}
                maxLength={CARGO_LIMITS.trackingUrl}
                disabled={readOnly}
                onChange={(e) => update(c.code, { trackingUrlTemplate: e.target.value })}
              />
              <small>{T.example(trackingUrlFor(c, SAMPLE_NUMBER))}</small>
            </div>
          )}
        />
        <Column
          header={T.active}
          body={(c: Carrier) => (
            <InputSwitch
              checked={c.isActive}
              aria-label={T.activeLabel(c.name)}
              disabled={readOnly}
              onChange={(e) => update(c.code, { isActive: e.value })}
            />
          )}
        />
        {readOnly ? null : (
          <Column
            body={(c: Carrier) => {
              const builtIn = BUILT_IN_CARRIERS.find((b) => b.code === c.code);
              return builtIn ? (
                <Button
                  type="button"
                  icon="pi pi-replay"
                  text
                  rounded
                  aria-label={T.resetTemplateLabel(c.name)}
                  tooltip={T.resetTemplate}
                  disabled={c.trackingUrlTemplate === builtIn.trackingUrlTemplate}
                  onClick={() => update(c.code, { trackingUrlTemplate: builtIn.trackingUrlTemplate })}
                />
              ) : (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={T.removeLabel(c.name)}
                  onClick={() => onChange(carriers.filter((other) => other.code !== c.code))}
                />
              );
            }}
          />
        )}
      </DataTable>
      {readOnly ? null : <AddCarrier idPrefix={idPrefix} taken={carriers.map((c) => c.code)} onAdd={(c) => onChange([...carriers, c])} />}
    </>
  );
}

const EMPTY = { name: '', code: '', trackingUrlTemplate: '' };

/** A custom carrier, checked by the shared rules (in the form's words) before it joins the table. */
function AddCarrier({ idPrefix, taken, onAdd }: { idPrefix: string; taken: readonly string[]; onAdd: (carrier: Carrier) => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const field = (name: string) => `${idPrefix}-new-${name}`;
  const add = () => {
    const carrier = {
      name: draft.name.trim(),
      code: draft.code.trim().toUpperCase(),
      trackingUrlTemplate: draft.trackingUrlTemplate.trim(),
      isActive: true,
    };
    const problem = !hasVisibleText(carrier.name)
      ? T.nameRequired
      : !CARRIER_CODE_PATTERN.test(carrier.code)
        ? T.codeInvalid
        : taken.includes(carrier.code)
          ? T.codeTaken(carrier.code)
          : !isTrackingUrlTemplate(carrier.trackingUrlTemplate)
            ? T.templateInvalid
            : undefined;
    setError(problem);
    if (problem) return;
    setDraft(EMPTY);
    onAdd(carrier);
  };
  return (
    <div className="cargo-add" role="group" aria-labelledby={field('heading')}>
      <h3 id={field('heading')}>{T.addHeading}</h3>
      <div className="setup-row">
        <div className="setup-field">
          <label htmlFor={field('name')}>{T.newName}</label>
          <InputText
            id={field('name')}
            value={draft.name}
            maxLength={CARGO_LIMITS.carrierName}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </div>
        <div className="setup-field">
          <label htmlFor={field('code')}>{T.newCode}</label>
          <InputText
            id={field('code')}
            value={draft.code}
            maxLength={CARGO_LIMITS.carrierCode}
            aria-describedby={field('code-help')}
            onChange={(e) => setDraft({ ...draft, code: e.target.value.toUpperCase() })}
          />
          <small id={field('code-help')}>{T.newCodeHelp}</small>
        </div>
      </div>
      <div className="setup-field">
        <label htmlFor={field('template')}>{T.newTemplate}</label>
        <InputText
          id={field('template')}
          value={draft.trackingUrlTemplate}
          maxLength={CARGO_LIMITS.trackingUrl}
          placeholder={T.newTemplatePlaceholder}
          onChange={(e) => setDraft({ ...draft, trackingUrlTemplate: e.target.value })}
        />
      </div>
      {error ? (
        <p role="alert" className="p-error">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="button" label={T.add} icon="pi pi-plus" outlined onClick={add} />
      </div>
    </div>
  );
}
