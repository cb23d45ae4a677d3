import { MESSAGES } from '@shop/shared';
import { WEB_TEXTS } from '../texts';

/** The storefront home until the renderer of saved theme components lands; always the light theme. */
export default function StorefrontPage() {
  return (
    <main className="storefront" data-theme="light">
      <h1>{WEB_TEXTS.storefrontTitle}</h1>
      <p>{MESSAGES.labels.comingSoon}</p>
    </main>
  );
}
