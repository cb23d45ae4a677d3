import './header.css';
import { useId, useState, type CSSProperties } from 'react';
import type { HeaderElement, HeaderSettings, SocialMedia } from '@shop/shared';
import { openCartDrawer, useCartState } from '../cart/cart-store';
import { linkProps } from '../links';
import { ACCOUNT_PATH } from '../route';
import { STOREFRONT_TEXTS as T } from '../texts';
import { NavMenu } from './NavMenu';
import { ResponsiveImage } from './ResponsiveImage';
import { brandButtonStyle } from './social-brands';
import { buttonClass, buttonStyle, deviceClasses, fontFamily, margins } from './style-helpers';

/** **Sepet** with the live item count; it opens the cart drawer (the page's CartDrawerHost draws it). */
function CartButton() {
  const { count, drawerOpen } = useCartState();
  // Named by its content (not aria-label), so the name holds the visible text: "Sepet, 2 ürün".
  return (
    <button type="button" className="sf-header-action sf-cart-button" aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={openCartDrawer}>
      {T.cart}
      {count > 0 && (
        <>
          <span className="sf-cart-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <span className="sf-visually-hidden">{T.cartCount(count)}</span>
        </>
      )}
    </button>
  );
}

/** storefront.css draws the logo at most 3rem (48 px) high: as wide as that makes it, or a header's share when its size is unknown. */
const logoSizes = ({ width, height }: { width?: number; height?: number }) => (width && height ? `${Math.ceil((48 * width) / height)}px` : '16rem');

const byOrder = <I extends { order: number }>(a: I, b: I) => a.order - b.order;

/** A social account's button: its brand colours, its size; an icon-size button shows the initial and is named by the account. */
function SocialLink({ account }: { account: SocialMedia }) {
  const text = account.socialText || account.name;
  const iconOnly = account.socialSize === 'icon';
  return (
    <a
      className={`${buttonClass(account.buttonVariant)} sf-social--${account.socialSize}`}
      style={buttonStyle(account.buttonVariant) ?? brandButtonStyle(account.buttonVariant)}
      title={account.description || undefined}
      aria-label={iconOnly ? text : undefined}
      {...linkProps(account.url)}
    >
      {iconOnly ? Array.from(text)[0]?.toLocaleUpperCase('tr-TR') : text}
    </a>
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
      // With no menu items there is no menu for it to open (and aria-controls would name nothing).
      return data.navigationItems.length === 0 ? null : (
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
          {data.isLogoShow && data.logo ? <ResponsiveImage source={data.logo} sizes={logoSizes(data.logo)} alt={title} loading="eager" /> : title}
        </a>
      );
    }
    case 'userNav':
      return (
        <a href={ACCOUNT_PATH} className="sf-header-action">
          {T.account}
        </a>
      );
    case 'cart':
      return <CartButton />;
    case 'socialMedia': {
      const account = data.socialMedias.find((s) => String(s.id) === String(element.socialMediaId));
      return account ? <SocialLink account={account} /> : null;
    }
  }
}

/** Store header: up to three columns of elements (each with its device flags) above the navigation. */
export function Header({ data }: { data: HeaderSettings }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const columns = [...data.columnConfigs].sort((a, b) => a.id - b.id).slice(0, data.gridColumns);
  // The menu folds behind its toggle on each device the toggle is shown on.
  const toggles = columns.flatMap((c) => c.elements.filter((e) => e.type === 'mobileNav'));
  const foldsOn = (device: keyof HeaderElement['responsive']) => toggles.some((e) => e.responsive[device]);
  const navClass = [
    'sf-nav',
    foldsOn('mobile') && 'sf-nav--collapsible',
    foldsOn('tablet') && 'sf-nav--collapse-tablet',
    foldsOn('desktop') && 'sf-nav--collapse-desktop',
    menuOpen && 'is-open',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // Not a control itself: it catches the Escape that bubbles from the menu's links and buttons.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      className="sf-header"
      style={margins(data.topMargin, data.bottomMargin)}
      onKeyDown={(event) => {
        // Escape closes the open menu and gives focus back to the toggle that opened it.
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        const toggle = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]')].find(
          (b) => b.getAttribute('aria-controls') === navId && b.offsetParent !== null,
        );
        toggle?.focus();
      }}
    >
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
        <NavMenu
          id={navId}
          items={data.navigationItems}
          label={T.mainNavigation}
          className={navClass}
          gap={data.menuGap}
          padding={data.menuPadding}
        />
      )}
    </header>
  );
}
