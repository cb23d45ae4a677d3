import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the web build's page renderer is (web/dist-ssr/render-page.js): absolute, or relative to the function's code. */
export const STOREFRONT_RENDERER_ENV = 'STOREFRONT_RENDERER';
/** The HTTP API's own address (no CloudFront in between), which the renderer reads the public answers from. */
export const STOREFRONT_API_URL_ENV = 'STOREFRONT_API_URL';

/** What web/src/storefront/ssr/render-page.tsx exports: the same components as the browser's, rendered on the server. */
export interface PageRenderer {
  readonly SHELL_HTML: string;
  readonly renderStorefrontPage: (
    address: string,
    api: { readonly url: string; readonly headers: Readonly<Record<string, string>> },
  ) => Promise<{ readonly status: number; readonly html: string; readonly keep: boolean }>;
}

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

let loading: Promise<PageRenderer> | undefined;

/**
 * The renderer is the web build's output, not part of this package's source: it is loaded at run
 * time (once per container) from where the stack copied it beside the handler, or locally from
 * web/dist-ssr. A failed load is tried again on the next request (a build may land meanwhile).
 */
export const pageRenderer = (): Promise<PageRenderer> => {
  const path = required(STOREFRONT_RENDERER_ENV);
  const file = isAbsolute(path) ? path : resolve(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), path);
  loading ??= (import(pathToFileURL(file).href) as Promise<PageRenderer>).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

export const storefrontApiUrl = (): string => required(STOREFRONT_API_URL_ENV);
