import { dashboardCustomersSchema, dashboardProductsSchema, dashboardOrdersSchema, dashboardThemeSchema } from '@shop/shared';
import { apiFetch } from '../api/client';

export const fetchDashboardOrders = (signal: AbortSignal) => apiFetch('dashboardOrders', { signal, parse: (d) => dashboardOrdersSchema.parse(d) });
export const fetchDashboardCustomers = (signal: AbortSignal) =>
  apiFetch('dashboardCustomers', { signal, parse: (d) => dashboardCustomersSchema.parse(d) });
export const fetchDashboardProducts = (signal: AbortSignal) =>
  apiFetch('dashboardProducts', { signal, parse: (d) => dashboardProductsSchema.parse(d) });
export const fetchDashboardTheme = (signal: AbortSignal) => apiFetch('dashboardTheme', { signal, parse: (d) => dashboardThemeSchema.parse(d) });
