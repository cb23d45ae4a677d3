/**
 * The third-party scripts, loaded only once the shopper consented to their category (Integrations.tsx
 * imports this module then, so it is not even in the first load). The queues are defined here, in
 * our own bundle, so the Content-Security-Policy needs no inline script.
 */
type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

const addScript = (src: string) => {
  if ([...document.scripts].some((s) => s.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
};

export const GA4_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

export const loadGa4 = (measurementId: string) => {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the Arguments objects it queued, as Google's snippet pushes them.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { anonymize_ip: true });
  addScript(`${GA4_SCRIPT}?id=${encodeURIComponent(measurementId)}`);
};

export const loadMetaPixel = (pixelId: string) => {
  if (!window.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    // The shape fbevents.js looks for on its stub: the queue, push, loaded and version.
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' });
    window.fbq = fbq;
    window._fbq = fbq;
  }
  window.fbq('init', pixelId);
  window.fbq('track', 'PageView');
  addScript(META_PIXEL_SCRIPT);
};
