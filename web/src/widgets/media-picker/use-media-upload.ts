import { useState } from 'react';
import { uploadSteps } from './media-api';
import type { LibraryMedia } from '@shop/shared';
import { uploadErrorText, uploadMedia } from './media-upload';
import { WIDGET_TEXTS } from '../texts';
import { acceptedExtensions, acceptedFileType, listedType, type MediaAccept } from './media-accept';

export type MediaUpload = { readonly name: string; readonly percent: number } | { readonly name: string; readonly error: string };

/**
 * One upload at a time from the picker, through the library's presigned upload. The file must
 * be of a type the field takes; the finished item goes to `onUploaded`.
 */
export const useMediaUpload = (accept: MediaAccept, onUploaded: (item: LibraryMedia) => void) => {
  const [upload, setUpload] = useState<MediaUpload>();
  const busy = upload !== undefined && 'percent' in upload;

  const start = async (file: File) => {
    const { name } = file;
    if (!acceptedFileType(file, accept)) {
      setUpload({ name, error: WIDGET_TEXTS.mediaPicker.wrongType(listedType(accept), acceptedExtensions(accept)) });
      return;
    }
    setUpload({ name, percent: 0 });
    try {
      const item = await uploadMedia(file, uploadSteps, (fraction) => setUpload({ name, percent: Math.round(fraction * 100) }));
      setUpload(undefined);
      onUploaded(item);
    } catch (error) {
      console.error('Medya yüklenemedi', error);
      setUpload({ name, error: uploadErrorText(error) });
    }
  };

  return { upload, busy, start, clear: () => setUpload(undefined) };
};
