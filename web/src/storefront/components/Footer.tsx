import './footer.css';
import type { CSSProperties } from 'react';
import { footerTextInYear, type FooterSettings } from '@shop/shared';
import { useClock } from '../clock';
import { shopYear } from '../format';
import { linkProps } from '../links';
import { useShop } from '../shop';
import { STOREFRONT_TEXTS as T } from '../texts';
import { PaymentLogos } from './PaymentLogos';
import { margins } from './style-helpers';

/**
 * The shop's footer: its columns as one navigation (a heading and a list of links each, aligned as
 * set), the shop's contact block from Genel Ayarlar, the payment logos when on, and the footer text
 * with the year of the storefront's clock.
 */
export function Footer({ data }: { data: FooterSettings }) {
  const year = shopYear(useClock().now());
  const columns = [...data.columns].sort((a, b) => a.order - b.order).slice(0, data.columnCount);
  const style = {
    ...margins(data.topMargin, data.bottomMargin),
    background: data.backgroundColor,
    '--sf-footer-title': data.columnTitleColor,
    '--sf-footer-link': data.linkTextColor,
    '--sf-footer-link-hover': data.linkHoverColor,
    '--sf-footer-text': data.footerTextColor,
    '--sf-footer-columns': String(Math.max(columns.length, 1)),
  } as CSSProperties;
  const text = footerTextInYear(data.footerText, year);
  return (
    <footer className="sf-footer" style={style}>
      {columns.length > 0 && (
        <nav className="sf-footer-columns" aria-label={T.footerNavigation}>
          {columns.map((column) => {
            return (
              <div key={String(column.id)} className={`sf-footer-column sf-align-${column.contentAlignment}`}>
                {column.title && <h2>{column.title}</h2>}
                <ul>
                  {[...column.links]
                    .sort((a, b) => a.order - b.order)
                    .map((link) => (
                      <li key={String(link.id)}>
                        <a {...linkProps(link.link)}>{link.title}</a>
                      </li>
                    ))}
                </ul>
              </div>
            );
          })}
        </nav>
      )}
      <ContactBlock />
      {data.showPaymentLogos && <PaymentLogos type={data.paymentLogoType} label={T.paymentLogos} />}
      {text && <p className="sf-footer-text">{text}</p>}
    </footer>
  );
}

/** Who the shop is and how to reach it (Genel Ayarlar); nothing until the shop gives an address, phone or e-mail. */
function ContactBlock() {
  const shop = useShop();
  if (!shop || !(shop.address || shop.phone || shop.email)) return null;
  return (
    <address className="sf-footer-contact" aria-label={T.contact}>
      <strong>{shop.name}</strong>
      {shop.companyTitle ? <span>{shop.companyTitle}</span> : null}
      {shop.address ? <span>{shop.address}</span> : null}
      {shop.phone ? <a href={`tel:${shop.phone.replace(/\s/g, '')}`}>{shop.phone}</a> : null}
      {shop.email ? <a href={`mailto:${shop.email}`}>{shop.email}</a> : null}
      {shop.mersisNo ? <span>{T.mersis(shop.mersisNo)}</span> : null}
    </address>
  );
}
