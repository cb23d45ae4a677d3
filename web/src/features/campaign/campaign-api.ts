import { type CampaignCode, type CampaignCodeCreateRequest, type CouponSource, type CouponState } from '@shop/shared';
import { apiFetch, type ApiRequest } from '../../api/client';
import { type Page } from '../../widgets/data-page/page';
import type { PageRequest } from '../../widgets/data-page/use-cursor-pages';

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
    });

/** The body as the create schema gave it (expiry and usage limit may be left out: the server's defaults apply). */
export const createCode = async (body: Partial<CampaignCodeCreateRequest>): Promise<CampaignCode> =>
  // The form checked the body with the route's own schema (code-form.ts) before it gets here.
  (await apiFetch('createCampaignCode', { body: body as ApiRequest<'createCampaignCode'>['body'] })).data;

export const deactivateCode = async (code: string): Promise<CampaignCode> => (await apiFetch('deactivateCampaignCode', { params: { code } })).data;
