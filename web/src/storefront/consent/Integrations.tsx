import { lazy, Suspense, useEffect, useState } from 'react';
import type { StorefrontIntegrations } from '@shop/shared';
import { useHydrated } from '../ssr/hydrated';
import { readConsent, writeConsent, type Consent } from './consent';

/** The banner and its preferences dialog load only for a shopper who has not chosen yet. */
const ConsentBanner = lazy(() => import('./ConsentBanner'));

const VERIFICATION_META = 'google-site-verification';
const NONE: StorefrontIntegrations = { ga4MeasurementId: null, metaPixelId: null, siteVerification: null };
/** The one word of the banner's on the first load (the rest of its texts load with it: texts.ts). */
const REOPEN = 'Çerez tercihleri';

/**
 * Eklentiler on the storefront: the Search Console tag at once (no consent needed), GA4 after
 * consent to analytics, Meta Pixel after consent to marketing, never before. The banner shows only
 * when one of those two is switched on and the shopper has not chosen (or chose for an older
 * version of the categories); afterwards a small button reopens the choice.
 */
export function Integrations({ integrations = NONE }: { integrations?: StorefrontIntegrations | undefined }) {
  const [consent, setConsent] = useState<Consent | null>(readConsent);
  const [asking, setAsking] = useState(false);
  const { ga4MeasurementId, metaPixelId, siteVerification } = integrations;
  const needsConsent = ga4MeasurementId !== null || metaPixelId !== null;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!siteVerification || document.querySelector(`meta[name="${VERIFICATION_META}"]`)) return;
    const meta = document.createElement('meta');
    meta.name = VERIFICATION_META;
    meta.content = siteVerification;
    document.head.appendChild(meta);
  }, [siteVerification]);

  useEffect(() => {
    const ga4 = consent?.analytics && ga4MeasurementId;
    const pixel = consent?.marketing && metaPixelId;
    if (!ga4 && !pixel) return;
    void import('./trackers').then((trackers) => {
      if (ga4) trackers.loadGa4(ga4);
      if (pixel) trackers.loadMetaPixel(pixel);
    });
  }, [consent, ga4MeasurementId, metaPixelId]);

  // The shopper's choice is in this browser's storage: nothing of it in the server's markup.
  if (!needsConsent || !hydrated) return null;
  if (consent && !asking) {
    return (
      <button type="button" className="sf-consent-reopen" onClick={() => setAsking(true)}>
        {REOPEN}
      </button>
    );
  }
  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    const withdrawn = (consent?.analytics === true && !choice.analytics) || (consent?.marketing === true && !choice.marketing);
    setConsent(writeConsent(choice));
    setAsking(false);
    // A script already running cannot be unloaded: a withdrawn consent takes effect on a fresh page.
    if (withdrawn) window.location.reload();
  };
  return (
    <Suspense fallback={null}>
      <ConsentBanner initial={consent} openPreferences={asking && consent !== null} onChoose={choose} />
    </Suspense>
  );
}
