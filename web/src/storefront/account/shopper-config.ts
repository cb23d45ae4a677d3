import type { ShopperPoolConfig } from './cognito';

let loaded: Promise<ShopperPoolConfig> | undefined;

/** The shoppers' pool from /config.json (read once; the storefront's first page never needs it). */
export const shopperConfig = (): Promise<ShopperPoolConfig> => {
  loaded ??= fetch('/config.json').then(async (response) => {
    if (!response.ok) throw new Error(`/config.json: ${response.status}`);
    const config = (await response.json()) as { region: string; shopperPoolClientId: string; userPoolEndpoint?: string };
    return {
      region: config.region,
      shopperPoolClientId: config.shopperPoolClientId,
      ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
    };
  });
  return loaded;
};
