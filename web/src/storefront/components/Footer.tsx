import type { CSSProperties } from 'react';
import type { FooterSettings } from '@shop/shared';
import { linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { margins } from './style-helpers';

const PAYMENT_BRANDS = { iyzico: ['iyzico', 'Visa', 'Mastercard', 'Troy'], paytr: ['PayTR', 'Visa', 'Mastercard', 'Troy'] } as const;

export function Footer({ data }: { data: FooterSettings }) {
  const columns = [...data.columns].sort((a, b) => a.order - b.order).slice(0, data.columnCount);
  const style = {
    ...margins(data.topMargin, data.bottomMargin),
    background: data.backgroundColor,
    '--sf-footer-link': data.linkTextColor,
    '--sf-footer-link-hover': data.linkHoverColor,
  } as CSSProperties;
  return (
    <footer className="sf-footer" style={style}>
      <div className="sf-footer-columns" style={{ gridTemplateColumns: `repeat(${Math.max(columns.length, 1)}, minmax(0, 1fr))` }}>
        {columns.map((column) => (
          <section key={String(column.id)} className={`sf-footer-column sf-align-${column.contentAlignment}`}>
            {column.title && <h2 style={{ color: data.columnTitleColor }}>{column.title}</h2>}
            <ul>
              {[...column.links]
                .sort((a, b) => a.order - b.order)
                .map((link) => (
                  <li key={String(link.id)}>
                    <a {...linkProps(link.link)}>{link.title}</a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      {data.showPaymentLogos && (
        <ul className="sf-payment-logos" aria-label={T.paymentLogos}>
          {PAYMENT_BRANDS[data.paymentLogoType].map((brand) => (
            <li key={brand}>{brand}</li>
          ))}
        </ul>
      )}
      {data.footerText && (
        <p className="sf-footer-text" style={{ color: data.footerTextColor }}>
          {data.footerText}
        </p>
      )}
    </footer>
  );
}
