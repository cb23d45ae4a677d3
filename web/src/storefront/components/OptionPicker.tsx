import { useId, useRef, type KeyboardEvent } from 'react';
import type { StorefrontOptionType, StorefrontVariant } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';

export type Selection = Readonly<Record<string, string>>;

/** Whether a variant may be chosen: it is in stock, or Ürün Ayarları lets out-of-stock variants be ordered. */
export const choosable = (variant: StorefrontVariant, allowBackorder: boolean): boolean => variant.inStock || allowBackorder;

/** The variant with exactly these options, if the product has it. */
export const variantOf = (variants: readonly StorefrontVariant[], selection: Selection): StorefrontVariant | undefined =>
  variants.find(
    (v) => Object.keys(v.options).length === Object.keys(selection).length && Object.entries(v.options).every(([k, x]) => selection[k] === x),
  );

/** Why a value cannot be chosen with the other groups' choices: no such combination, or out of stock (no backorder); else undefined. */
const blocked = (
  variants: readonly StorefrontVariant[],
  selection: Selection,
  name: string,
  label: string,
  allowBackorder: boolean,
): 'missing' | 'out' | undefined => {
  const variant = variantOf(variants, { ...selection, [name]: label });
  if (!variant) return 'missing';
  return choosable(variant, allowBackorder) ? undefined : 'out';
};

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function OptionGroup({
  type,
  variants,
  selection,
  allowBackorder,
  onChoose,
}: {
  type: StorefrontOptionType;
  variants: readonly StorefrontVariant[];
  selection: Selection;
  allowBackorder: boolean;
  onChoose: (label: string) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const states = type.values.map((value) => blocked(variants, selection, type.name, value.label, allowBackorder));
  const checked = type.values.findIndex((value) => value.label === selection[type.name]);
  const focusable = checked >= 0 ? checked : states.findIndex((s) => s === undefined);
  // A type name may hold spaces or any letter: an id of its own keeps aria-labelledby pointing at it.
  const labelId = useId();

  // WAI-ARIA radio group: arrows move to the next choosable value (wrapping) and choose it; Tab leaves the group.
  const onKeyDown = (event: KeyboardEvent, from: number) => {
    const step = NEXT_KEYS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    for (let i = 1; i <= type.values.length; i++) {
      const at = (from + step * i + type.values.length) % type.values.length;
      const value = type.values[at];
      if (value && states[at] === undefined) {
        onChoose(value.label);
        refs.current[at]?.focus();
        return;
      }
    }
  };

  return (
    <div className="sf-option-group">
      <p className="sf-option-legend" id={labelId}>
        {type.name}: <strong>{selection[type.name] ?? T.chooseOption}</strong>
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="sf-option-values">
        {type.values.map((value, i) => {
          const state = states[i];
          const isChecked = i === checked;
          return (
            <button
              key={value.label}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={isChecked}
              aria-disabled={state !== undefined ? true : undefined}
              tabIndex={i === focusable ? 0 : -1}
              className={`sf-option${isChecked ? ' sf-option--checked' : ''}${state ? ` sf-option--${state}` : ''}`}
              onClick={() => state === undefined && onChoose(value.label)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {value.swatch && <span className="sf-option-swatch" style={{ background: value.swatch }} aria-hidden="true" />}
              <span>{value.label}</span>
              {state && <span className="sf-visually-hidden"> ({state === 'out' ? T.outOfStock : T.optionMissing})</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The product page's option picker: one radio group per option type, in the product's order.
 * Colour values show their swatch and their name. A value whose combination with the other
 * choices does not exist, or is out of stock without backorder, is marked and cannot be chosen.
 */
export function OptionPicker({
  optionTypes,
  variants,
  selection,
  allowBackorder,
  onChange,
}: {
  optionTypes: readonly StorefrontOptionType[];
  variants: readonly StorefrontVariant[];
  selection: Selection;
  allowBackorder: boolean;
  onChange: (next: Selection) => void;
}) {
  return (
    <div className="sf-option-picker">
      {optionTypes.map((type) => (
        <OptionGroup
          key={type.name}
          type={type}
          variants={variants}
          selection={selection}
          allowBackorder={allowBackorder}
          onChoose={(label) => onChange({ ...selection, [type.name]: label })}
        />
      ))}
    </div>
  );
}
