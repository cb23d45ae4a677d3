import { apiFetch } from '../../../api/client';

/** Deletes a library file; one in use answers 409 whose ApiError carries `usedBy` (where it is used). */
export const deleteMedia = (id: string) => apiFetch('deleteMedia', { params: { id } });
