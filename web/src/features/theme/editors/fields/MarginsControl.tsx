import { Dropdown } from 'primereact/dropdown';
import { EDITOR_TEXTS as T } from '../texts';
import { NumberControl } from './basic-controls';

export interface MarginsControlProps {
  readonly id: string;
  readonly top: number;
  readonly bottom: number;
  readonly onChange: (side: 'top' | 'bottom', value: number) => void;
  /** A fixed list of pixel values, or a range with the editor's step. */
  readonly choices?: readonly number[] | undefined;
  readonly range?: { readonly min: number; readonly max: number; readonly step: number } | undefined;
}

/** The space above and below a block, side by side. */
export function MarginsControl({ id, top, bottom, onChange, choices, range }: MarginsControlProps) {
  const control = (side: 'top' | 'bottom', value: number) => {
    const controlId = `${id}-${side}`;
    return (
      <div className="kit-sub">
        <label htmlFor={controlId}>{side === 'top' ? T.kit.topMargin : T.kit.bottomMargin}</label>
        {choices ? (
          <Dropdown
            inputId={controlId}
            value={value}
            options={choices.map((c) => ({ value: c, label: `${c}${T.kit.px}` }))}
            onChange={(e) => onChange(side, e.value as number)}
          />
        ) : (
          <NumberControl
            id={controlId}
            value={value}
            onChange={(v) => onChange(side, v)}
            invalid={false}
            min={range?.min ?? 0}
            max={range?.max ?? 0}
            step={range?.step ?? 1}
            suffix={T.kit.px}
            buttons={false}
          />
        )}
      </div>
    );
  };
  return (
    <div className="kit-pair">
      {control('top', top)}
      {control('bottom', bottom)}
    </div>
  );
}
