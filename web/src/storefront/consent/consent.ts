/**
 * The shopper's cookie choice (KVKK): kept in localStorage with the version of the categories it
 * answered, so adding a category later asks again. Strictly necessary storage (the cart cookie,
 * this choice) needs no consent and is not a category one can refuse.
 */
export const CONSENT_STORAGE_KEY = 'sf.cookieConsent';
/** Raise when the categories or what they cover change: every earlier choice is then asked again. */
export const CONSENT_VERSION = 1;

export interface Consent {
  readonly version: number;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly at: string;
}

export const readConsent = (): Consent | null => {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Consent>) : null;
    if (value?.version !== CONSENT_VERSION || typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { version: value.version, analytics: value.analytics, marketing: value.marketing, at: String(value.at) };
  } catch {
    // Storage blocked or the value damaged: ask again.
    return null;
  }
};

export const writeConsent = (choice: { analytics: boolean; marketing: boolean }): Consent => {
  const consent: Consent = { version: CONSENT_VERSION, ...choice, at: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Not kept (private mode with storage off): the choice holds for this page only.
  }
  return consent;
};
