import { apiFetch } from '../../api/client';

export const fetchDashboardOrders = (signal: AbortSignal) => apiFetch('dashboardOrders', { signal });
export const fetchDashboardCustomers = (signal: AbortSignal) => apiFetch('dashboardCustomers', { signal });
export const fetchDashboardProducts = (signal: AbortSignal) => apiFetch('dashboardProducts', { signal });
export const fetchDashboardTheme = (signal: AbortSignal) => apiFetch('dashboardTheme', { signal });
