/** A carrier the ship dialog offers. */
export interface CarrierOption {
  readonly code: string;
  readonly name: string;
}

/**
 * Until Kargo Otomasyonu's GET /api/admin/settings/cargo is in the route table, the ship dialog
 * offers the five carriers the issue names. Swap this one function for that call when it lands
 * (the shop's active carriers, custom ones included).
 */
const FALLBACK_CARRIERS: readonly CarrierOption[] = [
  { code: 'yurtici', name: 'Yurtiçi Kargo' },
  { code: 'aras', name: 'Aras Kargo' },
  { code: 'mng', name: 'MNG Kargo' },
  { code: 'ptt', name: 'PTT Kargo' },
  { code: 'surat', name: 'Sürat Kargo' },
];

export const loadCarriers = (_signal?: AbortSignal): Promise<readonly CarrierOption[]> => Promise.resolve(FALLBACK_CARRIERS);
