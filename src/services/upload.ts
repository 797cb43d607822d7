// Multipart uploads with progress: fetch cannot report upload progress, XMLHttpRequest can.

export type UploadRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress?: ((progress: { loaded: number; total: number }) => void) | undefined;
  signal?: AbortSignal | undefined;
};

/** Sends one upload; resolves with the status and the parsed JSON body, rejects when nothing came back. */
export type UploadTransport = (request: UploadRequest) => Promise<{ status: number; data: unknown }>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const xhrUpload: UploadTransport = ({ method, url, headers, body, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, data: parseJson(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new Error('upload failed')));
    xhr.addEventListener('abort', () => reject(new Error('upload aborted')));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
