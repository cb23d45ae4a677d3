import { Slider } from 'primereact/slider';
import type { FieldControlProps } from '../kit/field-config';

export interface SliderControlProps extends FieldControlProps<number> {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly suffix?: string | undefined;
  readonly labelledBy: string;
}

/** A number on a slider with its value written beside it (a drag is one burst: one undo step). */
export function SliderControl({ id, value, onChange, describedBy, min, max, step, suffix, labelledBy }: SliderControlProps) {
  return (
    <div className="kit-slider">
      <Slider
        id={id}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(e) => {
          if (typeof e.value === 'number') onChange(e.value);
        }}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      />
      <output htmlFor={id} className="kit-slider-value">
        {value.toLocaleString('tr-TR')}
        {suffix}
      </output>
    </div>
  );
}
