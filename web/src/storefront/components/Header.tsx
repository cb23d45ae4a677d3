import { useId, useState, type CSSProperties } from 'react';
import type { HeaderElement, HeaderSettings, NavigationItem } from '@shop/shared';
import { linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { buttonClass, buttonStyle, deviceClasses, fontFamily, margins } from './style-helpers';

const byOrder = <I extends { order: number }>(a: I, b: I) => a.order - b.order;

function NavItem({ item }: { item: NavigationItem }) {
  if (item.type === 'list') {
    return (
      <li className="sf-nav-item">
        <details className="sf-nav-list">
          <summary>{item.title}</summary>
          <ul>
            {[...item.children].sort(byOrder).map((child) => (
              <li key={String(child.id)}>
                <a {...linkProps(child.link)}>{child.title}</a>
              </li>
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li className="sf-nav-item">
      <a {...linkProps(item.link)}>{item.title}</a>
    </li>
  );
}

interface ElementProps {
  readonly element: HeaderElement;
  readonly data: HeaderSettings;
  readonly menuOpen: boolean;
  readonly onToggleMenu: () => void;
  readonly navId: string;
}

function Element({ element, data, menuOpen, onToggleMenu, navId }: ElementProps) {
  switch (element.type) {
    case 'mobileNav':
      return (
        <button
          type="button"
          className={buttonClass(data.mobileNavVariant)}
          style={buttonStyle(data.mobileNavVariant)}
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? T.closeMenu : T.openMenu}
          onClick={onToggleMenu}
        >
          {T.menu}
        </button>
      );
    case 'search':
      return (
        <form role="search" className={`sf-search sf-search--${data.searchSize}`} action="/search" method="get">
          <input type="search" name="q" aria-label={T.search} placeholder={T.searchPlaceholder} />
          <button type="submit" className={buttonClass(data.searchVariant)} style={buttonStyle(data.searchVariant)}>
            {data.searchText || T.search}
          </button>
        </form>
      );
    case 'logo': {
      const title = data.title || T.pageTitle;
      const titleStyle = {
        '--sf-title-size': `${data.titleFontSize}px`,
        color: data.titleFontColor,
        fontFamily: fontFamily(data.titleFontFamily),
        fontWeight: data.titleFontWeight,
      } as CSSProperties;
      return (
        <a href="/" className="sf-logo" style={titleStyle}>
          {data.isLogoShow && data.logo ? <img src={data.logo.filePath} alt={title} /> : title}
        </a>
      );
    }
    case 'userNav':
      return (
        <button type="button" className="sf-header-action">
          {T.account}
        </button>
      );
    case 'cart':
      return (
        <button type="button" className="sf-header-action">
          {T.cart}
        </button>
      );
    case 'socialMedia': {
      const account = data.socialMedias.find((s) => String(s.id) === String(element.socialMediaId));
      if (!account) return null;
      return (
        <a className={buttonClass(account.buttonVariant)} style={buttonStyle(account.buttonVariant)} {...linkProps(account.url)}>
          {account.socialText || account.name}
        </a>
      );
    }
  }
}

/** Store header: up to three columns of elements (each with its device flags) above the navigation. */
export function Header({ data }: { data: HeaderSettings }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const columns = [...data.columnConfigs].sort((a, b) => a.id - b.id).slice(0, data.gridColumns);
  const hasMenuToggle = columns.some((c) => c.elements.some((e) => e.type === 'mobileNav' && e.responsive.mobile));
  const navClass = ['sf-nav', hasMenuToggle && 'sf-nav--collapsible', menuOpen && 'is-open'].filter(Boolean).join(' ');
  return (
    <header className="sf-header" style={margins(data.topMargin, data.bottomMargin)}>
      <div className="sf-header-grid" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}>
        {columns.map((column) => (
          <div key={column.id} className={`sf-header-col sf-justify-${column.justifyContent}`}>
            {[...column.elements].sort(byOrder).map((element) => (
              <span key={String(element.id)} className={deviceClasses(element.responsive)}>
                <Element element={element} data={data} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} navId={navId} />
              </span>
            ))}
          </div>
        ))}
      </div>
      {data.navigationItems.length > 0 && (
        <nav id={navId} className={navClass} aria-label={T.mainNavigation}>
          <ul style={{ gap: `${data.menuGap * 0.25}rem`, padding: `${data.menuPadding * 0.25}rem 0` }}>
            {[...data.navigationItems].sort(byOrder).map((item) => (
              <NavItem key={String(item.id)} item={item} />
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
