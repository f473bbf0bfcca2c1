interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A small cookie jar for fetch: cookies kept per origin (host and port) and path, as set
 * by Set-Cookie; expired or cleared cookies are dropped.
 */
export class CookieJar {
  readonly #byOrigin = new Map<string, Map<string, StoredCookie>>();

  store(url: string, response: Response): void {
    const { origin, pathname } = new URL(url);
    const cookies = this.#byOrigin.get(origin) ?? new Map<string, StoredCookie>();
    this.#byOrigin.set(origin, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const attrs = new Map(
        attributes.map((attr) => {
          const [key = '', ...rest] = attr.split('=');
          return [key.toLowerCase(), rest.join('=')] as const;
        }),
      );
      const path = attrs.get('path') || defaultPath(pathname);
      if (isExpired(attrs) || value === '') cookies.delete(`${path} ${name}`);
      else cookies.set(`${path} ${name}`, { value, path });
    }
  }

  /** Puts a cookie in the jar as if the server had set it (path "/"). */
  set(url: string, name: string, value: string): void {
    const { origin } = new URL(url);
    const cookies = this.#byOrigin.get(origin) ?? new Map<string, StoredCookie>();
    this.#byOrigin.set(origin, cookies);
    cookies.set(`/ ${name}`, { value, path: '/' });
  }

  header(url: string): string {
    const { origin, pathname } = new URL(url);
    const cookies = this.#byOrigin.get(origin);
    if (!cookies) return '';
    return [...cookies.entries()]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split(' ')[1]}=${cookie.value}`)
      .join('; ');
  }

  get(url: string, name: string): string | undefined {
    const match = this.header(url)
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`));
    return match?.slice(name.length + 1);
  }
}

function isExpired(attrs: Map<string, string>): boolean {
  const maxAge = attrs.get('max-age');
  if (maxAge !== undefined && Number(maxAge) <= 0) return true;
  const expires = attrs.get('expires');
  return expires !== undefined && Date.parse(expires) <= Date.now();
}

function defaultPath(pathname: string): string {
  const slash = pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : pathname.slice(0, slash);
}
