import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { PopupSettings } from '@shop/shared';
import { readLastShown, rememberShown, shouldShowPopup, type SeenStore } from '../popup-frequency';
import { requestPopupCoupon, type PopupCoupon, type WriteOutcome } from '../storefront-api';
import { STOREFRONT_TEXTS as T } from '../texts';
import { FOCUSABLE, inertSiblings, keepTabInside } from './modal';
import { ResponsiveImage } from './ResponsiveImage';
import { buttonClass, buttonStyle } from './style-helpers';

const SIZE_REM: Record<PopupSettings['popupSize'], number> = { XL: 24, XXL: 32, XXXL: 40, XXXXL: 48 };

/** The popup is at most its size's width (48rem the widest), the screen's on a phone. */
const POPUP_IMAGE_SIZES = '(max-width: 767.98px) 100vw, 48rem';

const percent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

const discountText = (data: PopupSettings) =>
  data.couponDiscountType === 'PERCENTAGE'
    ? T.percentOff(percent.format(data.couponDiscountValue))
    : T.amountOff(lira.format(data.couponDiscountValue));

const expiryFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

/** The builder's preview shows a sample: codes are only made for shoppers, by the server. */
const PREVIEW_COUPON = (data: PopupSettings): PopupCoupon => ({
  code: 'ORNEK2KOD',
  discountType: data.couponDiscountType,
  discountValue: data.couponDiscountValue,
  expiresAt: null,
});

type CouponState =
  | { readonly kind: 'none' | 'loading' }
  | { readonly kind: 'ready'; readonly coupon: PopupCoupon }
  | { readonly kind: 'failed'; readonly message: string };

const couponFailure = (outcome: Extract<WriteOutcome<PopupCoupon>, { ok: false }>): string => {
  if (outcome.status === 0) return T.couponOffline;
  if (outcome.status === 429) return T.tooManyRequests;
  return outcome.message ?? T.couponFailed;
};

const browserStore = (): SeenStore | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export interface PopupProps {
  readonly data: PopupSettings;
  readonly popupId: string;
  /**
   * In the builder's preview the page decides when the popup shows (selected, or live at the
   * time-travel instant); the visitor's frequency memory is neither read nor written, and focus
   * is not pulled out of the builder into the frame.
   */
  readonly preview: boolean;
  readonly now?: () => number;
  readonly store?: SeenStore | undefined;
  /** Asks the server for a code (tests pass their own). */
  readonly requestCoupon?: () => Promise<WriteOutcome<PopupCoupon>>;
}

/** POPUP: a modal dialog shown per its display frequency and dates; Escape and × close it when dismissable. */
export function Popup({ data, popupId, preview, now = Date.now, store = browserStore(), requestCoupon = requestPopupCoupon }: PopupProps) {
  // Decided once, when the popup mounts (the page mounts it anew per popup): a visitor's showing is counted once.
  const [shownAt] = useState(() => {
    if (preview) return null;
    const at = now();
    return shouldShowPopup(data, store ? readLastShown(store, popupId) : undefined, at) ? at : undefined;
  });
  const [open, setOpen] = useState(shownAt !== undefined);
  const [coupon, setCoupon] = useState<CouponState>({ kind: 'none' });
  const [copied, setCopied] = useState(false);
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (store && typeof shownAt === 'number') rememberShown(store, popupId, shownAt);
  }, [store, popupId, shownAt]);

  useEffect(() => {
    if (!open || !backdrop.current) return undefined;
    const release = inertSiblings(backdrop.current);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!preview) {
      dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      if (document.activeElement === previous) dialog.current?.focus();
    }
    return () => {
      release();
      if (!preview) previous?.focus();
    };
  }, [open, preview]);

  // On the document, not the dialog: Escape closes it and Tab stays in it wherever focus is (even on the backdrop).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && data.dismissable) {
        event.stopPropagation();
        setOpen(false);
      } else if (event.key === 'Tab' && dialog.current) {
        keepTabInside(dialog.current, event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [open, data.dismissable]);

  if (!open) return null;

  /** The shopper's code, from the server; undefined when none could be made (the reason is shown). */
  const generate = async (): Promise<PopupCoupon | undefined> => {
    if (coupon.kind === 'ready') return coupon.coupon;
    if (coupon.kind === 'loading') return undefined;
    if (preview) {
      const sample = PREVIEW_COUPON(data);
      setCoupon({ kind: 'ready', coupon: sample });
      return sample;
    }
    setCoupon({ kind: 'loading' });
    const outcome = await requestCoupon();
    setCoupon(outcome.ok ? { kind: 'ready', coupon: outcome.data } : { kind: 'failed', message: couponFailure(outcome) });
    return outcome.ok ? outcome.data : undefined;
  };

  const copy = async () => {
    const value = (await generate())?.code;
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard refused: the code stays on screen to copy by hand.
    }
    setCopied(true);
  };
  const code = coupon.kind === 'ready' ? coupon.coupon : undefined;

  const style = { maxWidth: `${SIZE_REM[data.popupSize]}rem`, textAlign: data.textAlign.toLowerCase() } as CSSProperties;
  return (
    <div
      ref={backdrop}
      className="sf-popup-backdrop"
      // A click on the dimmed page around the dialog closes it (Escape does the same from the keyboard).
      role="presentation"
      onClick={(event) => {
        if (data.dismissable && event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div
        ref={dialog}
        className="sf-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={data.title ? titleId : undefined}
        aria-label={data.title ? undefined : data.name}
        tabIndex={-1}
        style={style}
      >
        {data.dismissable && (
          <button
            type="button"
            className="sf-close sf-popup-close"
            aria-label={T.close}
            onClick={() => {
              setOpen(false);
            }}
          >
            ×
          </button>
        )}
        {data.galleryId && (
          <ResponsiveImage className="sf-popup-image" source={data.galleryId} sizes={POPUP_IMAGE_SIZES} alt={data.galleryId.name} loading="eager" />
        )}
        {data.title && <h2 id={titleId}>{data.title}</h2>}
        {data.description && <p>{data.description}</p>}
        {data.type === 'COUPON' && (
          <div className="sf-coupon">
            <p className="sf-coupon-discount">{discountText(data)}</p>
            {data.couponTime !== null && data.couponTime > 0 && <p className="sf-muted">{T.couponValidFor(data.couponTime)}</p>}
            {code && (
              <>
                <p>
                  {T.couponLabel}: <output className="sf-coupon-code">{code.code}</output>
                </p>
                <p className="sf-muted">{code.expiresAt ? T.couponExpiresAt(expiryFormat.format(new Date(code.expiresAt))) : T.couponNoExpiry}</p>
                {preview && <p className="sf-muted">{T.couponPreview}</p>}
              </>
            )}
            {coupon.kind === 'failed' && (
              <p role="alert" className="sf-error">
                {coupon.message}
              </p>
            )}
            <div className="sf-coupon-actions">
              <button
                type="button"
                className={buttonClass(data.couponGenerateButtonVariant)}
                style={buttonStyle(data.couponGenerateButtonVariant)}
                disabled={coupon.kind === 'loading' || coupon.kind === 'ready'}
                aria-busy={coupon.kind === 'loading'}
                onClick={() => {
                  void generate();
                }}
              >
                {coupon.kind === 'loading' ? T.couponGenerating : data.couponGenerateButtonName || T.couponGenerate}
              </button>
              <button
                type="button"
                className={buttonClass(data.couponCopyButtonVariant)}
                style={buttonStyle(data.couponCopyButtonVariant)}
                onClick={() => {
                  void copy();
                }}
              >
                {data.couponCopyButtonName || T.couponCopy}
              </button>
            </div>
            {copied && (
              <p role="status" className="sf-success">
                {T.couponCopied}
              </p>
            )}
          </div>
        )}
        {data.subDescription && <p className="sf-muted">{data.subDescription}</p>}
      </div>
    </div>
  );
}
