import { apiFetch } from '../../api/client';
import type { PageRequest } from '../../widgets/data-page/use-cursor-pages';

export const fetchMembers = (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listMembers', { query: { limit: request.limit, cursor: request.cursor }, signal });

export const fetchMember = async (id: string, signal: AbortSignal) => (await apiFetch('getMember', { params: { id }, signal })).data;

export const fetchGuests = (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listGuests', { query: { limit: request.limit, cursor: request.cursor }, signal });

export const fetchGuest = async (id: string, signal: AbortSignal) => (await apiFetch('getGuest', { params: { id }, signal })).data;
