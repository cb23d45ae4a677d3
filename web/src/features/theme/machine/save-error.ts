import type { SavePageType } from '@shop/shared';

/**
 * A save that stopped part way: which area failed, how (HTTP status when the API answered), and
 * the new versions of the areas saved before it, so the next save starts from them.
 */
export class SaveThemeError extends Error {
  override readonly name = 'SaveThemeError';

  constructor(
    message: string,
    readonly status: number | undefined,
    readonly pageType: SavePageType | undefined,
    readonly savedVersions: Partial<Record<SavePageType, number>>,
  ) {
    super(message);
  }

  get isConflict(): boolean {
    return this.status === 409;
  }
}

/** What the UI shows after a failed save (the machine keeps no Error objects in its context). */
export interface SaveFailure {
  readonly message: string;
  readonly status: number | undefined;
  readonly pageType: SavePageType | undefined;
}

export const toSaveFailure = (error: unknown): SaveFailure =>
  error instanceof SaveThemeError
    ? { message: error.message, status: error.status, pageType: error.pageType }
    : { message: error instanceof Error ? error.message : String(error), status: undefined, pageType: undefined };

export const savedVersionsOf = (error: unknown): Partial<Record<SavePageType, number>> =>
  error instanceof SaveThemeError ? error.savedVersions : {};
