import { expect, it } from 'vitest';
import { e2eSuite, expectNoAxeViolations } from './support';

/**
 * The axe helper itself: a real contrast failure fails the test; an element caught part-way
 * through a transition (the board tile that failed CI once) does not.
 */
e2eSuite('axe helper', (e2e) => {
  const page = async (body: string) => {
    const context = await e2e.newContext();
    const opened = await context.newPage();
    await opened.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head>
      <body><main><h1>Check</h1>${body}</main></body></html>`);
    return opened;
  };

  it('fails on text that stays at low contrast', async () => {
    const opened = await page('<p style="color:#f5d6d8;background:#cc3137">Found by Red</p>');
    await expect(expectNoAxeViolations(opened)).rejects.toThrow(/color-contrast/);
  });

  it('passes text that was mid-transition on the first look and is solid on the second', async () => {
    // Low contrast until a moment after axe is in the page (its first look), then solid, as a
    // tile whose fade-in started just after the helper waited for animations to settle.
    const opened =
      await page(`<p id="tile" style="color:#f5d6d8;background:#cc3137">Found by Red</p>
      <script>
        const settle = setInterval(() => {
          if (typeof window.axe !== 'object') return;
          clearInterval(settle);
          setTimeout(() => { document.getElementById('tile').style.color = '#fff'; }, 250);
        }, 5);
      </script>`);
    await expectNoAxeViolations(opened);
  });
});
