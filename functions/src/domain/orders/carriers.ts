import { activeCarriers, trackingUrlFor } from '@shop/shared';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import type { ShippingCarrier } from './apply-order-action';

/** The active carrier of Kargo Otomasyonu with this code, as a shipment needs it (its tracking link). */
export const carrierFor = async (code: string): Promise<ShippingCarrier | undefined> => {
  const carrier = activeCarriers(await getCargoSettings()).find((c) => c.code === code);
  return carrier ? { code: carrier.code, name: carrier.name, trackingUrl: (n: string) => trackingUrlFor(carrier, n) } : undefined;
};
