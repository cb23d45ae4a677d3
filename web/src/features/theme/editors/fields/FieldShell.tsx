import './fields.css';
import { useId, type ReactNode } from 'react';
import { InputSwitch } from 'primereact/inputswitch';

export interface SectionProps {
  readonly title: string;
  /** Two columns in a wide dialog, one in the narrow settings panel. */
  readonly columns?: 1 | 2 | undefined;
  /** A framed fieldset, or a plain heading over the fields (a drawer's narrow column). */
  readonly look?: 'framed' | 'plain' | undefined;
  readonly children: ReactNode;
}

/** A titled group of fields. */
export function Section({ title, columns = 1, look = 'framed', children }: SectionProps) {
  const headingId = useId();
  const grid = <div className={columns === 2 ? 'kit-grid kit-grid--two' : 'kit-grid'}>{children}</div>;
  if (look === 'plain') {
    return (
      <section className="kit-plain-section" aria-labelledby={headingId}>
        <h3 id={headingId} className="kit-plain-heading">
          {title}
        </h3>
        {grid}
      </section>
    );
  }
  return (
    <fieldset className="kit-section">
      <legend>{title}</legend>
      {grid}
    </fieldset>
  );
}

/** The id of the line under a field (its error or help), for aria-describedby. */
export const noteId = (id: string) => `${id}-note`;
/** The id of a group label, for controls named by aria-labelledby. */
export const labelId = (id: string) => `${id}-label`;

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly help?: string | undefined;
  /** Controls without one input (button groups, composite controls) are named by the label's id instead of `for`. */
  readonly group?: boolean;
  readonly wide?: boolean | undefined;
  /** Starts a new row, so a pair of related fields (a button's text and look) share one. */
  readonly rowStart?: boolean | undefined;
  /** Named for screen readers only, where a section title above already says it. */
  readonly hideLabel?: boolean | undefined;
  /** The label beside the control (a list of colours), not above it. */
  readonly labelBeside?: boolean | undefined;
  readonly children: ReactNode;
}

/** A label, its control and one line under it: the error when there is one (announced), else the help. */
export function Field({
  id,
  label,
  error,
  help,
  group = false,
  wide = false,
  rowStart = false,
  hideLabel = false,
  labelBeside = false,
  children,
}: FieldProps) {
  const labelClass = hideLabel ? 'p-hidden-accessible' : 'kit-label';
  return (
    <div
      className={`kit-field${wide ? ' kit-field--wide' : ''}${rowStart ? ' kit-field--row-start' : ''}${labelBeside ? ' kit-field--beside' : ''}`}
      role={group ? 'group' : undefined}
      aria-labelledby={group ? labelId(id) : undefined}
    >
      {group ? (
        <span id={labelId(id)} className={labelClass}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {children}
      {(error ?? help) !== undefined && (
        <small id={noteId(id)} className={error === undefined ? 'kit-help' : 'p-error'} role={error === undefined ? undefined : 'alert'}>
          {error ?? help}
        </small>
      )}
    </div>
  );
}

export interface SwitchFieldProps {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (value: boolean) => void;
  readonly help?: string | undefined;
}

/** A switch with its label beside it (and a line under both when there is help). */
export function SwitchField({ id, label, checked, onChange, help }: SwitchFieldProps) {
  return (
    <div className="kit-field kit-field--switch">
      <div className="kit-switch-row">
        <InputSwitch
          inputId={id}
          checked={checked}
          onChange={(e) => onChange(e.value)}
          aria-describedby={help === undefined ? undefined : noteId(id)}
        />
        <label htmlFor={id} className="kit-label">
          {label}
        </label>
      </div>
      {help !== undefined && (
        <small id={noteId(id)} className="kit-help">
          {help}
        </small>
      )}
    </div>
  );
}
