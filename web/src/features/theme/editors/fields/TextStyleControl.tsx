import { Dropdown } from 'primereact/dropdown';
import { TEXT_TRANSFORMS, type FONT_FAMILY_CHOICES } from '@shop/shared';
import { FONT_FAMILY_OPTIONS } from '../kit/common-options';
import type { TextStyleValue } from '../kit/field-config';
import { optionsOf } from '../kit/field-builders';
import { EDITOR_TEXTS as T } from '../texts';
import { ColorControl, NumberControl } from './basic-controls';

const TRANSFORM_OPTIONS = optionsOf(TEXT_TRANSFORMS, T.textTransforms);

export interface TextStyleControlProps {
  readonly id: string;
  readonly label: string;
  readonly value: TextStyleValue;
  /** Sets one part; typed parts (size, colour) join a burst into one undo step, chosen ones (weight, family, case) are one step each. */
  readonly onChangePart: (part: keyof TextStyleValue, value: string | number, chosen?: boolean) => void;
  readonly weights: readonly number[];
  /** Absent: no size box (the element has no size setting). */
  readonly sizes?: { readonly min: number; readonly max: number } | undefined;
  readonly transforms: boolean;
  readonly describedBy?: string | undefined;
}

/** Size, family, weight and colour of one text element (and its letter case where the spec has one). */
export function TextStyleControl({ id, label, value, onChangePart, weights, sizes, transforms, describedBy }: TextStyleControlProps) {
  // A stored family that is not offered (older data) stays choosable.
  const families = FONT_FAMILY_OPTIONS.some((o) => o.value === value.fontFamily)
    ? FONT_FAMILY_OPTIONS
    : [...FONT_FAMILY_OPTIONS, { value: value.fontFamily as (typeof FONT_FAMILY_CHOICES)[number], label: value.fontFamily }];
  return (
    <div className="kit-text-style" aria-describedby={describedBy}>
      <div className={sizes ? 'kit-pair' : undefined}>
        {sizes && (
          <div className="kit-sub">
            <label htmlFor={`${id}-size`}>{T.kit.fontSize}</label>
            <NumberControl
              id={`${id}-size`}
              value={value.fontSize ?? sizes.min}
              onChange={(v) => onChangePart('fontSize', v)}
              invalid={false}
              min={sizes.min}
              max={sizes.max}
              step={1}
              suffix={T.kit.px}
              buttons={false}
            />
          </div>
        )}
        <div className="kit-sub">
          <label htmlFor={`${id}-weight`}>{T.kit.fontWeight}</label>
          <Dropdown
            inputId={`${id}-weight`}
            value={value.fontWeight}
            options={weights.map((w) => ({ value: w, label: T.fontWeights[w] ?? String(w) }))}
            onChange={(e) => onChangePart('fontWeight', e.value as number, true)}
          />
        </div>
      </div>
      <div className={transforms ? 'kit-pair' : undefined}>
        <div className="kit-sub">
          <label htmlFor={`${id}-family`}>{T.kit.fontFamily}</label>
          <Dropdown
            inputId={`${id}-family`}
            value={value.fontFamily}
            options={families}
            onChange={(e) => onChangePart('fontFamily', e.value as string, true)}
          />
        </div>
        {transforms && (
          <div className="kit-sub">
            <label htmlFor={`${id}-transform`}>{T.kit.textTransform}</label>
            <Dropdown
              inputId={`${id}-transform`}
              value={value.textTransform ?? 'none'}
              options={TRANSFORM_OPTIONS}
              onChange={(e) => onChangePart('textTransform', e.value as string, true)}
            />
          </div>
        )}
      </div>
      <div className="kit-sub">
        <span aria-hidden="true">{T.kit.color}</span>
        <ColorControl
          id={`${id}-color`}
          label={`${label} ${T.kit.colorOf}`}
          value={value.color}
          onChange={(v) => onChangePart('color', v)}
          invalid={false}
          alpha={false}
        />
      </div>
    </div>
  );
}
