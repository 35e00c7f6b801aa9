// Downloads a PDF the server makes for the signed-in company (a certificate, a warranty certificate): fetched with the
// session's token, then saved under `fileName` through a temporary object URL.
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

export async function downloadPdf({ path, fileName }: { path: string; fileName: string }): Promise<void> {
  const blob = await api<Blob>(path, { blob: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
