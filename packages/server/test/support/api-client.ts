import { CookieJar } from './cookie-jar';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * A browser-like client of the app: carries cookies, and sends the app's own Origin on
 * state-changing requests (as a browser does), unless told to send another.
 */
export class ApiClient {
  readonly jar: CookieJar;

  constructor(
    readonly baseUrl: string,
    jar?: CookieJar,
  ) {
    this.jar = jar ?? new CookieJar();
  }

  get<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }

  patch<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PATCH', path, body, headers);
  }

  async request<T>(
    method: string,
    path: string,
    body: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const url = `${this.baseUrl}${path}`;
    const headers: Record<string, string> = {};
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.baseUrl;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(url, {
      method,
      headers: { ...headers, ...extraHeaders },
      body: payload,
      redirect: 'manual',
    });
    this.jar.store(url, response);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      text,
    };
  }
}
