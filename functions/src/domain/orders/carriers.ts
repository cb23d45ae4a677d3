import type { ShippingCarrier } from './apply-order-action';

/** Placeholder until Kargo Otomasyonu's settings are merged: the built-in carriers. */
const BUILT_IN: Record<string, { name: string; template: string }> = {
  yurtici: { name: 'Yurtiçi Kargo', template: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={takipNo}' },
  aras: { name: 'Aras Kargo', template: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code={takipNo}' },
  mng: { name: 'MNG Kargo', template: 'https://www.mngkargo.com.tr/gonderi-takip/?takipNo={takipNo}' },
  ptt: { name: 'PTT Kargo', template: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q={takipNo}' },
  surat: { name: 'Sürat Kargo', template: 'https://suratkargo.com.tr/KargoTakip/?kargotakipno={takipNo}' },
};

export const carrierFor = (code: string): Promise<ShippingCarrier | undefined> => {
  const carrier = BUILT_IN[code];
  return Promise.resolve(
    carrier ? { code, name: carrier.name, trackingUrl: (n: string) => carrier.template.replace('{takipNo}', encodeURIComponent(n)) } : undefined,
  );
};
