import type { BrowserContext, Page } from 'playwright-core';

/** Creates a guest session for the whole context through the API (fast set-up). */
export async function createGuestSession(context: BrowserContext, baseURL: string) {
  const response = await context.request.post(`${baseURL}/api/auth/guest`, {
    headers: { origin: baseURL, 'content-type': 'application/json' },
    data: {},
  });
  if (!response.ok()) throw new Error(`POST /api/auth/guest: ${response.status()}`);
  return ((await response.json()) as { user: { uid: string; displayName: string } }).user;
}

/** Signs in as a guest the way a person does: /login, "Continue as Guest". */
export async function continueAsGuest(page: Page, next = '/'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Completes the local OpenID provider's pages in the sign-in popup: its login form (any
 * login works) and, when asked, its consent form. `login` becomes the account id.
 */
export async function completeProviderSignIn(popup: Page, login: string): Promise<void> {
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any-password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  const consent = popup.getByRole('button', { name: 'Continue' });
  // The provider asks for consent on a first grant only; the popup may already be closing.
  const asked = await consent
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (asked && !popup.isClosed()) await consent.click().catch(() => undefined);
}

/**
 * Signs in with "Google" (the local provider) from the current page: clicks `buttonName`
 * (default: /login's "Sign in with Google"; the navbar's is "Sign In with Google"), fills
 * the popup, and waits for it to close.
 */
export async function signInWithGoogle(
  page: Page,
  login: string,
  buttonName: string | RegExp = 'Sign in with Google',
): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: buttonName, exact: typeof buttonName === 'string' })
    .click();
  const popup = await popupPromise;
  await completeProviderSignIn(popup, login);
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 15_000 });
}

/** Opens the navbar's account menu (the button named "Account menu for <name>"). */
export async function openUserMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Account menu for / });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}
