import { expect, it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectNoHorizontalOverflow, expectText } from './support';

e2eSuite('Shell: navbar, theme, not-found', (e2e) => {
  it('Navbar: title, logo to /, sign-in button when signed out; axe on Home', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Trivia Games' }).waitFor();
    await page.getByRole('button', { name: 'Sign In with Google' }).waitFor();
    await page.getByRole('button', { name: 'Host a Party' }).waitFor();
    expect(await page.getByRole('button', { name: 'Clear Expired Parties' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Trivia Games' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('[AUTH-1] Home asks no sign-in to play online (no "Sign In & Play Online"); signing in stays in the navbar and /online stays guarded', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const arena = page.getByRole('region', { name: 'Online Party Arena' });
    await arena.getByRole('button', { name: 'Host a Party' }).waitFor();
    await arena.getByRole('button', { name: 'Join Party' }).waitFor();
    expect(await page.getByText(/Sign In & Play Online/).count()).toBe(0);
    await page.getByRole('link', { name: 'Play Offline' }).waitFor();
    await page.getByRole('button', { name: 'Sign In with Google' }).waitFor();
    await page.goto('/online');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/online');
  });

  it('Theme: the toggle persists across reload and applies before first paint', async () => {
    const context = await e2e.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );

    // Record the root's class when <body> is created: before anything can be painted.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        const w = window as unknown as { darkAtBody?: boolean };
        w.darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody),
    ).toBe(true);
    await expectNoAxeViolations(page, { label: 'Home (dark)' });

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('Theme: with nothing stored, the OS dark preference decides', async () => {
    const page = await e2e.newPage({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
  });

  it('an unknown route shows the not-found page (desktop); axe', async () => {
    const page = await e2e.newPage({ device: 'desktop' });
    await page.goto('/no/such/screen?x=1');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectText(page, '/no/such/screen');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the background canvas is drawn, sized for the device pixel ratio', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const canvas = page.getByTestId('background-canvas');
    await canvas.waitFor({ state: 'attached' });
    const size = await canvas.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      return { width: c.width, cssWidth: c.clientWidth, hidden: c.getAttribute('aria-hidden') };
    });
    expect(size.width).toBe(size.cssWidth * 2);
    expect(size.hidden).toBe('true');
  });
});
