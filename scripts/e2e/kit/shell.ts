import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PageOptions, TestApp } from './app';
import { SignInPage } from './sign-in';

/** The admin shell around every back-office page: menu, drawer toggle, command palette, bell and first-visit tour. */
export class AdminShell {
  readonly menu: Locator;
  readonly menuToggle: Locator;
  readonly tour: Locator;
  readonly search: Locator;
  readonly bell: Locator;

  constructor(
    readonly page: Page,
    private readonly appUrl: string,
  ) {
    this.menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    this.menuToggle = page.getByRole('button', { name: 'Yan menüyü aç veya kapat' });
    this.tour = page.getByRole('dialog', { name: 'Yönetim alanları' });
    this.search = page.getByRole('combobox', { name: 'Arama' });
    this.bell = page.locator('.notification-bell');
  }

  /**
   * A new page (a context of its own) with `email` signed in through the form, on the dashboard with its
   * menu (or, on a phone, the menu's toggle) shown; the tour, which starts by itself there, closed unless kept.
   */
  static async signIn(app: TestApp, email: string, options: PageOptions & { keepTour?: boolean } = {}): Promise<AdminShell> {
    const { keepTour = false, ...pageOptions } = options;
    const shell = new AdminShell(await app.newPage(pageOptions), app.url);
    await new SignInPage(shell.page, app.url).signIn(email);
    await shell.menu.or(shell.menuToggle).first().waitFor();
    if (!keepTour) await shell.closeTour();
    return shell;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.appUrl}${path}`);
  }

  /** The tour starts once its state has loaded: waits for it a while, closes it, and is done if it never came. */
  async closeTour(): Promise<void> {
    await this.tour.waitFor({ timeout: 5000 }).catch(() => undefined);
    // On a busy machine the tour can open just after that wait: Escape whenever it is seen, until it stays gone.
    await expect
      .poll(async () => {
        if (await this.tour.isVisible()) await this.page.keyboard.press('Escape');
        return this.tour.isVisible();
      })
      .toBe(false);
  }

  /** Opens a page from the menu by its entry. */
  async openFromMenu(name: string): Promise<void> {
    await this.menu.getByRole('link', { name }).click();
  }

  /** Opens the command palette (Ctrl+K) and types `query`; answers the palette's option `name` once it is listed. */
  async searchFor(query: string, group: string, name: string): Promise<Locator> {
    await this.page.keyboard.press('Control+k');
    await this.search.waitFor();
    await this.search.fill(query);
    const option = this.page.getByRole('group', { name: group }).getByRole('option', { name, exact: true });
    await option.waitFor();
    return option;
  }

  /**
   * Reloads the page and waits until the API reads at `paths` have answered and the page has had a
   * frame to render them: then what the page shows no longer depends on timing (no fixed sleep needed).
   */
  async reloadUntilRead(paths: readonly string[]): Promise<void> {
    const answered = Promise.all(paths.map((path) => this.page.waitForResponse((res) => new URL(res.url()).pathname === path)));
    await this.page.reload();
    await answered;
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }

  /** Closes the page's context (an arrow, so it can be taken out of the object). */
  readonly close = (): Promise<void> => this.page.context().close();
}

/**
 * Runs `action` and waits for the toast `text` it shows. Toasts go after a few seconds, so the wait
 * starts before the action: a machine that stalls for a few seconds cannot make the test miss it.
 */
export const withToast = async (page: Page, text: string, action: () => Promise<unknown>, options: { exact?: boolean } = {}): Promise<void> => {
  const shown = page.getByText(text, options).first().waitFor();
  try {
    await action();
  } catch (error) {
    shown.catch(() => undefined);
    throw error;
  }
  await shown;
};
