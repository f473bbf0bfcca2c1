/** POST /api/auth/guest as a browser on the server's own origin would; returns the session cookie. */
export async function signInGuest(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/guest`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`guest sign-in: HTTP ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('trivia_session='));
  if (cookie === undefined) throw new Error('guest sign-in: no session cookie');
  return cookie;
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
