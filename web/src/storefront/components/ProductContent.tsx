import { useId, useState } from 'react';
import type { ProductContent } from '@shop/shared';
import { ctaLinkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';

/**
 * The product's description: its rich HTML when it has one, else its plain text in paragraphs.
 * Nothing is drawn when both are empty.
 */
export function ProductDescription({ html, plain }: { html: string; plain: string }) {
  const headingId = useId();
  if (html === '' && plain.trim() === '') return null;
  return (
    <section aria-labelledby={headingId} className="sf-product-section">
      <h2 id={headingId}>{T.description}</h2>
      {html !== '' ? (
        // Safe to inject: the server ran it through sanitize-html's allow-list when it was saved and
        // again when it served this answer (no scripts, styles, event handlers or unsafe links).
        <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className="sf-product-description">
          {plain.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </div>
      )}
    </section>
  );
}

/** Ek bilgiler: a two-column table, a row per line (name in a row header, value beside it). */
export function ProductSpecs({ specs }: { specs: ProductContent['specs'] }) {
  const headingId = useId();
  if (specs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="sf-product-section">
      <h2 id={headingId}>{T.specs}</h2>
      <table className="sf-specs" aria-labelledby={headingId}>
        <tbody>
          {specs.map((spec, i) => (
            <tr key={i}>
              <th scope="row">{spec.key}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** SSS: a question per disclosure button (aria-expanded, aria-controls) opening its answer below it. */
export function ProductFaq({ faq }: { faq: ProductContent['faq'] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  if (faq.length === 0) return null;
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section aria-labelledby={`${baseId}-heading`} className="sf-product-section">
      <h2 id={`${baseId}-heading`}>{T.faq}</h2>
      <div className="sf-faq sf-product-faq">
        {faq.map((item, i) => {
          const expanded = open.has(i);
          const buttonId = `${baseId}-q${i}`;
          const panelId = `${baseId}-a${i}`;
          return (
            <div key={i} className="sf-faq-item">
              <h3>
                <button type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(i)}>
                  <span>{item.question}</span>
                  <span className="sf-faq-icon" aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The call to action under the price: a link that looks like a button. */
export function ProductCta({ cta }: { cta: ProductContent['cta'] }) {
  if (!cta) return null;
  return (
    <p className="sf-product-cta">
      <a className="sf-btn sf-product-cta-link" {...ctaLinkProps(cta.link)}>
        {cta.text}
      </a>
    </p>
  );
}
