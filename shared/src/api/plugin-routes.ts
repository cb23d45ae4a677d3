import * as z from 'zod';
import { pluginSettingsAnswerSchema, pluginSettingsSaveSchema, webhookDeliverySchema } from '../entities/plugin-settings';
import { recordOf } from './answers';
import type { RouteAccess, TypedApiRoute } from './api-route';

/** Eklentiler: SUPER_ADMIN's alone (plugins:manage), reads included, as the webhook's address and the deliveries are. */
const PLUGINS: RouteAccess = { anyOf: ['plugins:manage'] };

/** Issue 29: the integrations page, its versioned save (409 on a stale baseVersion) and the webhook's last deliveries. */
export const PLUGIN_ROUTES = {
  getPlugins: {
    method: 'GET',
    path: '/api/admin/plugins',
    handler: 'plugins/get-plugins',
    access: PLUGINS,
    writes: false,
    schemas: { response: pluginSettingsAnswerSchema },
  },
  savePlugins: {
    method: 'POST',
    path: '/api/admin/plugins',
    handler: 'plugins/save-plugins',
    access: PLUGINS,
    writes: true,
    maxBodyBytes: 8_000,
    schemas: { body: pluginSettingsSaveSchema, response: pluginSettingsAnswerSchema },
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/api/admin/plugins/webhook-deliveries',
    handler: 'plugins/list-webhook-deliveries',
    access: PLUGINS,
    writes: false,
    schemas: { response: recordOf(z.array(webhookDeliverySchema)) },
  },
} as const satisfies Record<string, TypedApiRoute>;
