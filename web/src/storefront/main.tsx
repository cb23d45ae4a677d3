import './storefront.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startPreviewInbox } from './preview/preview-inbox';
import { PREFETCHED_ELEMENT_ID, type Prefetched } from './ssr/prefetched';
import { storefrontTree } from './ssr/storefront-tree';
import { isPreview } from './StorefrontApp';

// The shopper's page: no admin app, Amplify, PrimeReact or router (see web/vite.config.ts).
// In the builder's frame, listen before anything renders: the builder posts the theme on our load event.
if (isPreview(window.location.search)) startPreviewInbox();
const container = document.getElementById('storefront-root');
if (!container) throw new Error('storefront.html has no #storefront-root element');
// A page the server rendered (issue 32) carries the answers it was rendered with: hydrated with
// the same ones, nothing is fetched again. Without them (the shell, the preview) the browser renders.
const rendered = document.getElementById(PREFETCHED_ELEMENT_ID);
if (rendered?.textContent) hydrateRoot(container, storefrontTree(window.location, JSON.parse(rendered.textContent) as Prefetched));
else createRoot(container).render(storefrontTree(window.location, {}));
