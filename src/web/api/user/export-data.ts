import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { ExportDataResponse } from '../../../shared/schemas/auth.ts';
import { getJson } from '../client.ts';

export const exportData = () => getJson<ExportDataResponse>(ACCOUNT_API.exportData);

/** Fetches everything held about the user and hands it to the browser as a file. */
export const downloadMyData = async () => {
  const data = await exportData();
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'thikana-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
