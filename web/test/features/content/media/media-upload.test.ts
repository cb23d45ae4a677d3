import { describe, expect, it, vi } from 'vitest';
import { uploadMedia, uploadRequestFor, type UploadSteps } from '../../../../src/widgets/media-picker/media-upload';
import type { LibraryMedia } from '@shop/shared';

const MB = 1024 * 1024;
const media: LibraryMedia = {
  id: 'm1',
  name: 'logo.png',
  type: 'IMAGE',
  filePath: '/media/m1/logo.png',
  contentType: 'image/png',
  size: 3,
  createdAt: '2026-01-05T10:30:00.000Z',
  status: 'PENDING',
};

describe('media upload', () => {
  it('asks for a presigned URL, PUTs the bytes there with progress, then completes', async () => {
    const order: string[] = [];
    const steps: UploadSteps = {
      createUpload: vi.fn(async (request) => {
        order.push(`create ${request.fileName} ${request.contentType} ${request.size}`);
        return { media, uploadUrl: 'http://s3/put', headers: { 'content-type': 'image/png' } };
      }),
      put: vi.fn(async (ticket, _file, onProgress) => {
        order.push(`put ${ticket.uploadUrl}`);
        onProgress(0.5);
        onProgress(1);
      }),
      complete: vi.fn(async (id) => {
        order.push(`complete ${id}`);
        return { ...media, status: 'READY' as const };
      }),
    };
    const progress: number[] = [];
    const done = await uploadMedia(new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }), steps, (p) => progress.push(p));
    expect(done.status).toBe('READY');
    expect(order).toEqual(['create logo.png image/png 3', 'put http://s3/put', 'complete m1']);
    expect(progress).toEqual([0.5, 1]);
  });

  it('refuses a type the library does not take before asking the server, in Turkish', async () => {
    const steps = { createUpload: vi.fn(), put: vi.fn(), complete: vi.fn() };
    await expect(uploadMedia(new File(['x'], 'belge.pdf', { type: 'application/pdf' }), steps, () => undefined)).rejects.toThrow(
      /^Bu dosya türü yüklenemez\. Yüklenebilen türler: JPG, PNG, WEBP, GIF, .*MP4, WEBM\.$/,
    );
    expect(steps.createUpload).not.toHaveBeenCalled();
  });

  it('refuses images over 10 MB with the API’s own message', () => {
    expect(uploadRequestFor({ name: 'büyük.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toEqual({ error: 'Görseller en fazla 10 MB olabilir.' });
    expect(uploadRequestFor({ name: 'video.mp4', type: 'video/mp4', size: 10 * MB + 1 })).toEqual({
      request: { fileName: 'video.mp4', contentType: 'video/mp4', size: 10 * MB + 1 },
    });
  });
});
