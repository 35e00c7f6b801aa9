// POST /v1/shop/order/files (multipart field `file`): the logo for marketing material → {path, originalName}.
// 413 too large, 415 wrong type (spec §8 logo file errors).
import { useMutation } from '@tanstack/react-query';
import type { FileReference } from '@club/contract/files';
import { apiUpload } from '../../../lib/file-transfer';

export function uploadLogo(file: File): Promise<FileReference> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<FileReference>('/v1/shop/order/files', form);
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
