import type { CSSProperties, ReactNode } from 'react';
import type { Option } from './field-config';

/**
 * An option drawn with a swatch before its label (a button look in a drop-down): the swatch's own
 * style per value, the theme's primary colour where it gives none.
 */
export const swatchOption =
  (styleOf: (value: Option['value']) => CSSProperties | undefined) =>
  (option: Option): ReactNode => (
    <span className="kit-option">
      <span className="kit-option-swatch" style={styleOf(option.value)} aria-hidden="true" />
      {option.label}
    </span>
  );
