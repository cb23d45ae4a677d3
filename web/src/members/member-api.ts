import { guestRecordSchema, memberSchema } from '@shop/shared';
import { apiFetch } from '../api/client';
import { pageSchema, recordSchema } from '../pages/page-schema';
import type { PageRequest } from '../pages/use-cursor-pages';

const memberPage = pageSchema(memberSchema);
const memberRecord = recordSchema(memberSchema);
const guestPage = pageSchema(guestRecordSchema);
const guestRecord = recordSchema(guestRecordSchema);

export const fetchMembers = (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listMembers', { query: { limit: request.limit, cursor: request.cursor }, signal, parse: (d) => memberPage.parse(d) });

export const fetchMember = async (id: string, signal: AbortSignal) =>
  (await apiFetch('getMember', { params: { id }, signal, parse: (d) => memberRecord.parse(d) })).data;

export const fetchGuests = (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listGuests', { query: { limit: request.limit, cursor: request.cursor }, signal, parse: (d) => guestPage.parse(d) });

export const fetchGuest = async (id: string, signal: AbortSignal) =>
  (await apiFetch('getGuest', { params: { id }, signal, parse: (d) => guestRecord.parse(d) })).data;
