import * as z from 'zod';
import { apiFetch } from '../api/client';
import { getRuntimeConfig } from '../config/runtime-config';
import type { RealtimeDeps } from './realtime-client';

const ticketSchema = z.object({ ticket: z.string().min(1) });

/** The real ticket call, config and WebSocket. */
export const browserRealtimeDeps: RealtimeDeps = {
  fetchTicket: async () => (await apiFetch('createRealtimeTicket', { parse: ticketSchema.parse })).ticket,
  webSocketUrl: () => getRuntimeConfig().webSocketUrl,
  openSocket: (url) => new WebSocket(url),
};
