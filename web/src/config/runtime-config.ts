import { runtimeConfigSchema, type RuntimeConfig } from '@shop/shared';

export const CONFIG_PATH = '/config.json';

/** Reads and validates /config.json; the same file is written at deploy time and by the local runtime. */
export const loadRuntimeConfig = async (fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> => {
  // The file changes on every deploy while the app shell may be cached.
  const response = await fetchImpl(CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${CONFIG_PATH}: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
};

let current: RuntimeConfig | undefined;

/** Set once at start-up so code outside React (the API client) can read it. */
export const setRuntimeConfig = (config: RuntimeConfig): void => {
  current = config;
};

export const getRuntimeConfig = (): RuntimeConfig => {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
};
