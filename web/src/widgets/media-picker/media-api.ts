import { apiFetch } from '../../api/client';
import type { PageRequest } from '../data-page/use-cursor-pages';
import { UploadError, type UploadSteps } from './media-upload';
import { MEDIA_UPLOAD_TEXTS } from './upload-texts';

export const fetchMedia = (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listMedia', { query: { limit: request.limit, cursor: request.cursor }, signal });

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
const putWithProgress: UploadSteps['put'] = (ticket, file, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.uploadUrl);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadError(MEDIA_UPLOAD_TEXTS.transferRefused(xhr.status)));
    };
    xhr.onerror = () => reject(new UploadError(MEDIA_UPLOAD_TEXTS.transferFailed));
    xhr.send(file);
  });

export const uploadSteps: UploadSteps = {
  createUpload: async (request) => (await apiFetch('createMediaUpload', { body: request })).data,
  put: putWithProgress,
  complete: async (id) => (await apiFetch('completeMediaUpload', { params: { id } })).data,
};
