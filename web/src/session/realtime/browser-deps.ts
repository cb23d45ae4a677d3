import { apiFetch } from '../../api/client';
import { getRuntimeConfig } from '../../config/runtime-config';
import type { RealtimeDeps } from './realtime-client';

/** The real ticket call, config and WebSocket. */
export const browserRealtimeDeps: RealtimeDeps = {
  fetchTicket: async () => (await apiFetch('createRealtimeTicket')).ticket,
  webSocketUrl: () => getRuntimeConfig().webSocketUrl,
  openSocket: (url) => new WebSocket(url),
};
