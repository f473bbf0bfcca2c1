import { CALLBACK_PATH } from '../../src/auth/oidc-client';
import type { ApiClient } from './api-client';

export interface SignInOptions {
  /** The login name typed on the provider's login page (any name works). */
  login: string;
  next?: string;
  popup?: boolean;
}

/** The app's answer at the end of the flow (the callback's 302 or popup page). */
export interface CallbackResponse {
  status: number;
  location: string | null;
  contentSecurityPolicy: string | null;
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Drives the whole Google-style sign-in with fetch, as a browser would: start → the
 * provider's login form → its consent form → the app's callback. Cookies (the app's
 * and the provider's) live in the client's jar, so a second sign-in reuses the
 * provider session just as a browser does.
 */
export async function signInThroughProvider(
  client: ApiClient,
  options: SignInOptions,
): Promise<CallbackResponse> {
  const query = new URLSearchParams({ next: options.next ?? '/' });
  if (options.popup) query.set('popup', '1');
  let url = `${client.baseUrl}/api/auth/google/start?${query.toString()}`;
  let form: URLSearchParams | undefined;

  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: client.jar.header(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
      redirect: 'manual',
    });
    client.jar.store(url, response);
    if (new URL(url).pathname === CALLBACK_PATH && url.startsWith(client.baseUrl)) {
      return {
        status: response.status,
        location: response.headers.get('location'),
        contentSecurityPolicy: response.headers.get('content-security-policy'),
        text: await response.text(),
      };
    }
    if (REDIRECTS.has(response.status)) {
      url = new URL(response.headers.get('location') ?? '', url).href;
      form = undefined;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200)
      throw new Error(`Unexpected ${response.status} at ${url}: ${page}`);
    ({ url, form } = answerInteraction(page, url, options.login));
  }
  throw new Error('Sign-in did not reach the callback within 20 steps');
}

/** Fills the provider's page: the login form (any password) or the consent form. */
function answerInteraction(page: string, pageUrl: string, login: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  const prompt = /name="prompt" value="([a-z]+)"/.exec(page)?.[1];
  if (!action || !prompt) throw new Error(`Not an interaction page at ${pageUrl}: ${page}`);
  const url = new URL(decodeEntities(action), pageUrl).href;
  const form =
    prompt === 'login'
      ? new URLSearchParams({ prompt, login, password: 'any-password' })
      : new URLSearchParams({ prompt });
  return { url, form };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x2F;/gi, '/')
    .replace(/&#x3D;/gi, '=')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
