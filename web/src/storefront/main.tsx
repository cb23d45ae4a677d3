import './storefront.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startPreviewInbox } from './preview/preview-inbox';
import { isPreview, StorefrontApp } from './StorefrontApp';

// The shopper's page: no admin app, Amplify, PrimeReact or router (see web/vite.config.ts).
// In the builder's frame, listen before anything renders: the builder posts the theme on our load event.
if (isPreview(window.location.search)) startPreviewInbox();
const container = document.getElementById('storefront-root');
if (!container) throw new Error('storefront.html has no #storefront-root element');
createRoot(container).render(
  <StrictMode>
    <StorefrontApp location={window.location} />
  </StrictMode>,
);
