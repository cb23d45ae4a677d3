import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PageOptions, TestApp } from './app';
import { AdminShell, withToast } from './shell';

export const SAVED = 'Tema ve ayarlar başarıyla kaydedildi';

export type BuilderTab = 'Üst' | 'Orta' | 'Alt';

/** The theme builder (/admin/theme): the area tabs, the row list, the toolbar, the settings panel and the preview. */
export class ThemeBuilder {
  readonly toolbar: Locator;
  readonly saveButton: Locator;
  readonly unsaved: Locator;
  readonly rows: Locator;
  readonly selectedRow: Locator;
  readonly drawer: Locator;
  readonly panel: Locator;
  readonly preview: FrameLocator;

  constructor(
    readonly page: Page,
    private readonly appUrl: string,
  ) {
    this.toolbar = page.locator('.builder-toolbar');
    this.saveButton = this.toolbar.getByRole('button', { name: 'Kaydet', exact: true });
    this.unsaved = page.getByTestId('builder-unsaved');
    this.rows = page.getByTestId('builder-row');
    this.selectedRow = page.locator('[data-testid="builder-row"][data-selected]');
    this.drawer = page.locator('.builder-add-drawer');
    this.panel = page.locator('.builder-settings-panel');
    this.preview = page.frameLocator('iframe.builder-preview-frame');
  }

  /** A new page (a context of its own) with `email` signed in, on the builder. */
  static async signIn(app: TestApp, email: string, options: PageOptions = {}): Promise<ThemeBuilder> {
    // The tour only starts on the dashboard: the builder's page load leaves it behind.
    const { page } = await AdminShell.signIn(app, email, { ...options, keepTour: true });
    const builder = new ThemeBuilder(page, app.url);
    await builder.open();
    return builder;
  }

  /** Opens the builder and waits until the middle area's rows are listed. */
  async open(): Promise<void> {
    await this.page.goto(`${this.appUrl}/admin/theme`);
    await this.ready();
  }

  /** After a load or reload: the builder chunk and the theme read can take long on a busy machine. */
  async ready(): Promise<void> {
    await this.tab('Orta').waitFor({ timeout: 90_000 });
    await this.rows.first().waitFor();
  }

  tab(label: BuilderTab): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  async openTab(label: BuilderTab): Promise<void> {
    await this.tab(label).click();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  rowNamed(name: string): Locator {
    return this.rows.filter({ has: this.page.locator('.builder-row-name', { hasText: name }) });
  }

  rowById(id: string): Locator {
    return this.page.locator(`[data-testid="builder-row"][data-component-id="${id}"]`);
  }

  /** The open area's rows in list order (rows are absolutely positioned, so the order is their aria-posinset). */
  rowList(): Promise<{ id: string; name: string; active: boolean }[]> {
    return this.rows.evaluateAll((items) =>
      items
        .map((item) => ({
          at: Number(item.getAttribute('aria-posinset')),
          id: item.getAttribute('data-component-id') ?? '',
          name: item.querySelector('.builder-row-name')?.textContent ?? '',
          active: !item.hasAttribute('data-inactive'),
        }))
        .sort((a, b) => a.at - b.at)
        .map(({ id, name, active }) => ({ id, name, active })),
    );
  }

  async rowNames(): Promise<string[]> {
    return (await this.rowList()).map((row) => row.name);
  }

  async rowIds(): Promise<{ id: string; active: boolean }[]> {
    return (await this.rowList()).map(({ id, active }) => ({ id, active }));
  }

  /** The ids of the open area's rows, to tell a new row from the others. */
  async rowIdSet(): Promise<Set<string>> {
    return new Set(await this.rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-component-id') ?? '')));
  }

  activeSwitch(name: string): Locator {
    return this.page.getByRole('switch', { name: `${name} aktif` });
  }

  /** Picks a component type in the Bileşen Ekle drawer; what follows (a create dialog, a selection) is the caller's. */
  async pickFromDrawer(label: string): Promise<void> {
    await this.toolbar.getByRole('button', { name: 'Bileşen Ekle' }).click();
    await this.drawer.getByRole('button', { name: label, exact: true }).click();
    await this.drawer.waitFor({ state: 'detached' });
  }

  /** The id of the row the builder selected after an add: a row that was not among `before`. */
  async newRowId(before: ReadonlySet<string>): Promise<string> {
    let id = '';
    await expect
      .poll(async () => {
        id = (await this.selectedRow.getAttribute('data-component-id').catch(() => null)) ?? '';
        return id !== '' && !before.has(id);
      })
      .toBe(true);
    return id;
  }

  /** Adds a component that needs no dialog (it lands selected in the open area) and opens its settings. */
  async addComponent(label: string): Promise<{ id: string; settings: Locator }> {
    const before = await this.rowIdSet();
    await this.pickFromDrawer(label);
    const id = await this.newRowId(before);
    return { id, settings: await this.openPanel(this.rowById(id)) };
  }

  /** Opens a row's settings panel: a first click selects the row, a second opens its panel. */
  async openPanel(row: Locator): Promise<Locator> {
    const main = row.locator('.builder-row-main');
    await main.waitFor();
    if ((await main.getAttribute('aria-pressed')) !== 'true') {
      await main.click();
      await expect.poll(() => main.getAttribute('aria-pressed')).toBe('true');
    }
    if (!(await this.panel.isVisible())) await main.click();
    // The editor is loaded on demand: its first section's title says it is there.
    await this.panel.locator('.kit-form legend').first().waitFor();
    return this.panel;
  }

  /** Deletes rows of the open area by name, confirming each. */
  async deleteRows(names: readonly string[]): Promise<void> {
    const confirm = this.page.getByRole('button', { name: 'Sil', exact: true });
    for (const name of names) {
      await this.page.getByRole('button', { name: `${name} bileşenini sil` }).click();
      await confirm.click();
      await confirm.waitFor({ state: 'detached' });
    }
  }

  /** Adds an item to an editor list through its add dialog: fills the labelled fields, then Kaydet. */
  async addListItem(settings: Locator, addLabel: string, values: Record<string, string>): Promise<void> {
    await settings.getByRole('button', { name: addLabel, exact: true }).click();
    const form = this.dialog(addLabel);
    await form.waitFor();
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** Opens an entry of the toolbar's Tema ayarları menu. */
  async openThemeSettings(entry: string): Promise<void> {
    await this.toolbar.getByRole('button', { name: 'Tema ayarları' }).click();
    await this.page.getByRole('menuitem', { name: entry }).click();
  }

  /** Saves from the toolbar: there was something unsaved, the saved toast shows, nothing is unsaved after. */
  async save(): Promise<void> {
    await this.unsaved.waitFor();
    await withToast(this.page, SAVED, () => this.saveButton.click());
    await this.unsaved.waitFor({ state: 'detached' });
  }

  /** Reloads the page and waits for the builder again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.ready();
  }
}

/** The titles of an editor list (an ordered list named by its section), top to bottom. */
export const itemTitles = (list: Locator): Promise<string[]> => list.locator('.kit-item-title').allTextContents();
