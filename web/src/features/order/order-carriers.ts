import { activeCarriers } from '@shop/shared';
import { apiFetch } from '../../api/client';

/** A carrier the ship dialog offers. */
export interface CarrierOption {
  readonly code: string;
  readonly name: string;
}

/** The shop's active carriers from Kargo Otomasyonu (custom ones included), in its order. */
export const loadCarriers = async (signal?: AbortSignal): Promise<readonly CarrierOption[]> =>
  activeCarriers(await apiFetch('getCargoSettings', { signal })).map(({ code, name }) => ({ code, name }));
