import type { ReactElement } from 'react';
import type { FooterSettings } from '@shop/shared';

interface Brand {
  readonly name: string;
  /** The badge's own drawing inside a 48×30 box. */
  readonly art: ReactElement;
}

const word = (text: string, fill: string, background: string, size = 12) => (
  <>
    <rect width="48" height="30" rx="4" fill={background} />
    <text x="24" y="19.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize={size} fontWeight="700" fill={fill}>
      {text}
    </text>
  </>
);

const VISA: Brand = { name: 'Visa', art: word('VISA', '#1a1f71', '#ffffff', 13) };
const MASTERCARD: Brand = {
  name: 'Mastercard',
  art: (
    <>
      <rect width="48" height="30" rx="4" fill="#ffffff" />
      <circle cx="19" cy="15" r="9" fill="#eb001b" />
      <circle cx="29" cy="15" r="9" fill="#f79e1b" />
      <path d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
    </>
  ),
};
const TROY: Brand = { name: 'Troy', art: word('troy', '#00a3ad', '#ffffff', 13) };

/** The two card-payment logo sets (the spec names no providers; these are ours, as the ids in shared are). */
const LOGO_SETS: Record<FooterSettings['paymentLogoType'], readonly Brand[]> = {
  iyzico: [{ name: 'iyzico', art: word('iyzico', '#ffffff', '#1e64ff', 11) }, VISA, MASTERCARD, TROY],
  paytr: [{ name: 'PayTR', art: word('PayTR', '#ffffff', '#0f2a5c', 11) }, VISA, MASTERCARD, TROY],
};

/**
 * The chosen set as small inline drawings (no request, no layout shift: each has its size), each an
 * image named for screen readers.
 */
export function PaymentLogos({ type, label }: { type: FooterSettings['paymentLogoType']; label: string }) {
  return (
    <ul className="sf-payment-logos" aria-label={label}>
      {LOGO_SETS[type].map((brand) => (
        <li key={brand.name}>
          <svg role="img" aria-label={brand.name} width="48" height="30" viewBox="0 0 48 30" focusable="false">
            {brand.art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
