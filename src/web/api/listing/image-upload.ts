import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import { request } from '../client.ts';

/** The answer of POST /api/listing/imageUpload (docs/product/api.md#listings: data.data.publicUrl). */
type ImageUploadResponse = { data: { publicUrl: string } };

/** Uploads one image (multipart part `file`) and returns the URL of the stored copy. */
export const uploadImage = async (file: File) => {
  const form = new FormData();
  form.append('file', file);
  const res = await request<ImageUploadResponse>(API.listing.imageUpload, { method: 'POST', body: form });
  return res.data.publicUrl;
};

export const useImageUpload = () => useMutation({ mutationFn: uploadImage });
