import { campaignCodeSchema, type CampaignCode, type CampaignCodeCreateRequest, type CouponSource, type CouponState } from '@shop/shared';
import { apiFetch } from '../api/client';
import { pageSchema, recordSchema, type Page } from '../pages/page-schema';
import type { PageRequest } from '../pages/use-cursor-pages';

const codePage = pageSchema(campaignCodeSchema);
const codeRecord = recordSchema(campaignCodeSchema);

export interface CodeFilters {
  readonly source?: CouponSource | undefined;
  readonly state?: CouponState | undefined;
}

/** Newest first; the server works a state out at the time of the request. */
export const fetchCodes =
  ({ source, state }: CodeFilters) =>
  (request: PageRequest, signal?: AbortSignal): Promise<Page<CampaignCode>> =>
    apiFetch('listCampaignCodes', {
      query: { limit: request.limit, cursor: request.cursor, ...(source ? { source } : {}), ...(state ? { state } : {}) },
      ...(signal ? { signal } : {}),
      parse: (d) => codePage.parse(d),
    });

/** The body as the create schema gave it (expiry and usage limit may be left out: the server's defaults apply). */
export const createCode = (body: Partial<CampaignCodeCreateRequest>): Promise<CampaignCode> =>
  apiFetch('createCampaignCode', { body, parse: (d) => codeRecord.parse(d).data });

export const deactivateCode = (code: string): Promise<CampaignCode> =>
  apiFetch('deactivateCampaignCode', { params: { code }, parse: (d) => codeRecord.parse(d).data });
