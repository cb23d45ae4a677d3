/*
 * The part of jsdom the storefront HTML tests use: a page's markup parsed, never its scripts run
 * (jsdom's default). Declared here: the scripts project has no DOM library, and @types/jsdom would bring one in.
 */
declare module 'jsdom' {
  export interface ParsedElement {
    readonly textContent: string | null;
    readonly children: { readonly length: number };
    querySelector(selector: string): ParsedElement | null;
  }
  export interface ParsedDocument extends ParsedElement {
    readonly title: string;
    querySelectorAll(selector: string): { readonly length: number };
    getElementById(id: string): ParsedElement | null;
  }
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: ParsedDocument };
  }
}
