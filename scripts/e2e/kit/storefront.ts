import type { Locator, Page } from 'playwright-core';
import type { PageOptions, TestApp } from './app';

/** The shop as a shopper sees it: its areas and the theme's components as rendered. */
export class Storefront {
  readonly root: Locator;
  readonly topArea: Locator;
  readonly header: Locator;
  readonly footer: Locator;
  readonly components: Locator;

  constructor(
    readonly page: Page,
    private readonly appUrl: string,
  ) {
    this.root = page.locator('.sf-root');
    this.topArea = page.locator('.sf-root .sf-area--top');
    this.header = page.locator('header.sf-header');
    this.footer = page.locator('[data-component-type="FOOTER"]');
    this.components = page.locator('[data-component-id]');
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(`${this.appUrl}${path}`);
  }

  /** The rendered components' types, top to bottom. */
  componentTypes(): Promise<string[]> {
    return this.components.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-component-type') ?? ''));
  }

  /** The rendered components' ids, top to bottom. */
  componentIds(): Promise<string[]> {
    return this.components.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-component-id') ?? ''));
  }
}

/**
 * A shopper's visit to / in a fresh browser context (no session, no dismissed banners, no popup
 * memory), desktop-sized unless told; the context is closed after `visit`, whatever happens.
 */
export const asShopper = async <T>(app: TestApp, options: PageOptions, visit: (shop: Storefront) => Promise<T>): Promise<T> => {
  const page = await app.newPage(options);
  try {
    const shop = new Storefront(page, app.url);
    await shop.goto('/');
    return await visit(shop);
  } finally {
    await page.context().close();
  }
};
