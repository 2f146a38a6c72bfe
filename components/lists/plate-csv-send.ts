import type { UploadResponse } from '@/lib/contract/lists/bff';
import { identityMessages } from '@/lib/messages/identity';
import { listsMessages } from '@/lib/messages/lists';

/** Sends the file with progress; resolves with the answer or rejects with the readable message. */
export function sendFile(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as
        (UploadResponse & { error?: undefined }) | { error?: { message?: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && 'count' in body) resolve(body);
      else if (xhr.status === 401) {
        // A full page load, not a client navigation: the expired session's caches go with it.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/login');
        reject(new Error(identityMessages.sessionExpired));
      } else reject(new Error(body?.error?.message ?? listsMessages.listFailed));
    };
    xhr.onerror = () => reject(new Error(listsMessages.listFailed));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
