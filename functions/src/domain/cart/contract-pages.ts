import { CONTRACT_KINDS, CONTRACT_PAGE_SLUGS, CONTRACT_VERSIONS, isPageLive, type ContractKind } from '@shop/shared';
import { getPageBySlug } from '../../repositories/content-page-repository';
import { pageHtmlToText } from '../content/page-html';

/** A contract's text as the shop wrote it in Sayfalar, and the version an order records for it. */
export interface ContractPage {
  readonly text: string;
  readonly version: string;
}
export type ContractPages = Partial<Record<ContractKind, ContractPage>>;

/** The version an order keeps for a contract read from a page: which page, which of its versions. */
export const contractPageVersion = (page: { id: string; version: number }): string => `sayfa-${page.id}-v${page.version}`;

/**
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi from the shop's pages
 * (on-bilgilendirme-formu, mesafeli-satis-sozlesmesi) when they are live; a kind without one
 * keeps the built-in template. Plain text: the dialog and the order e-mail show text, and text
 * cannot carry markup into either.
 */
export const contractPages = async (now: number): Promise<ContractPages> => {
  const pages = await Promise.all(CONTRACT_KINDS.map(async (kind) => [kind, await getPageBySlug(CONTRACT_PAGE_SLUGS[kind])] as const));
  const found: ContractPages = {};
  for (const [kind, page] of pages) {
    if (page && isPageLive(page, now)) found[kind] = { text: pageHtmlToText(page.bodyHtml), version: contractPageVersion(page) };
  }
  return found;
};

/** The version of each contract an order placed now records as accepted. */
export const acceptedContractVersions = (pages: ContractPages): Record<ContractKind, string> =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, pages[kind]?.version ?? CONTRACT_VERSIONS[kind]])) as Record<ContractKind, string>;
