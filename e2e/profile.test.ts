import { expect, it } from 'vitest';
import {
  continueAsGuest,
  createGuestSession,
  e2eSuite,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectText,
  signInWithGoogle,
} from './support';

e2eSuite('Profile and maintenance (/profile, Home)', (e2e) => {
  it('[AUTH-7][NAME-2] Profile: a guest edits the name; empty is refused; Create Account', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile & Stats' }).waitFor();
    await expectText(page, 'Games played');
    await expectNoAxeViolations(page, { label: '/profile (guest)' });
    await expectNoHorizontalOverflow(page);

    const name = page.getByLabel('Display name', { exact: true });
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await name.fill('   ');
    await save.click();
    await expectText(page, 'Display name cannot be empty');

    await name.fill('  Quiz Fox  ');
    await save.click();
    await expectText(
      page,
      'Guest name updated! (Changes will be lost when you close the browser).',
    );
    expect(await name.inputValue()).toBe('Quiz Fox');
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Account menu for Quiz Fox' }).waitFor();

    await page.getByRole('link', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/profile');
  });

  it('[AUTH-7] Profile: a Google user gets "Profile updated successfully!"; Sign Out', async () => {
    const page = await e2e.newPage({ device: 'desktop' });
    await page.goto('/login?next=%2Fprofile');
    await signInWithGoogle(page, 'carol');
    await page.waitForURL((url) => url.pathname === '/profile');
    await expectText(page, 'carol@example.com');
    await expectText(page, 'Google account');
    await expectNoAxeViolations(page, { label: '/profile (Google)' });

    await page.getByLabel('Display name', { exact: true }).fill('Carol the Great');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Profile updated successfully!');

    await page.reload();
    expect(await page.getByLabel('Display name', { exact: true }).inputValue()).toBe(
      'Carol the Great',
    );

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In with Google' }).waitFor();
  });

  it('[PARTY-5] Maintenance: a Google user clears expired parties', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await signInWithGoogle(page, 'dave');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Host a Party' }).waitFor();
    await page.getByRole('button', { name: 'Clear Expired Parties' }).click();
    await expectText(page, /^Cleared \d+ expired part(y|ies)$/);
    await expectNoAxeViolations(page, { label: 'Home (Google)' });
  });

  it('[AUTH-5] guests see "Sign in with Google to access this feature"', async () => {
    const page = await e2e.newPage();
    await continueAsGuest(page);
    await expectText(page, 'Database Maintenance');
    await expectText(page, 'Sign in with Google to access this feature');
    expect(await page.getByRole('button', { name: 'Clear Expired Parties' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Host a Party' }).waitFor();
    await expectNoAxeViolations(page, { label: 'Home (guest)' });
    await expectNoHorizontalOverflow(page);
  });

  it("[AUTH-5] the server refuses a guest with the product's error", async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const response = await context.request.post(
      `${e2e.baseURL}/api/maintenance/clear-expired-parties`,
      { headers: { origin: e2e.baseURL, 'content-type': 'application/json' }, data: {} },
    );
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      error: 'You must sign in with Google to perform this action.',
    });
  });
});
