/** An HTTP API failure: the server's `{ error }` text (or a generic one) and the status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the same-origin HTTP API. State-changing requests send JSON (the server only
 * accepts same-origin JSON); a non-2xx answer becomes an ApiError with the server's text.
 * The server is trusted to answer with the shapes of @trivia/protocol, so the bundle
 * carries only its types, not its schemas.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body ?? {});
  }
  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: init.signal,
  });
  if (!response.ok) throw new ApiError(await readError(response), response.status);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function readError(response: Response): Promise<string> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') {
      return data.error;
    }
  } catch (_ignored) {
    // Not JSON (a proxy error page, an offline failure): fall through to the status text.
  }
  return `Request failed (${response.status})`;
}
