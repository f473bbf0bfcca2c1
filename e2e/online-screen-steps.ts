// Steps of the big screen shared by e2e/online-screen.test.ts and the screenshot
// targets: opening it from the host's lobby, and reading what it shows.
import type { BrowserContext, Page } from 'playwright-core';
import { createGuestSession, type E2E } from './support';
import { createParty, joinParty, newPlayer, OCEANS } from './online-steps';

/** The TV sizes the big screen is judged on. */
export const TV = { width: 1920, height: 1080 } as const;
export const PROJECTOR = { width: 1280, height: 720 } as const;

/**
 * The host's lobby "Open Big Screen": the screen opens in a new window of the host's
 * browser; returns that window and the link the lobby shows for a TV.
 */
export async function openBigScreen(
  host: Page,
  hostContext: BrowserContext,
): Promise<{ popup: Page; link: string }> {
  const popupOpened = hostContext.waitForEvent('page');
  await host.getByRole('button', { name: 'Open Big Screen' }).click();
  const popup = await popupOpened;
  const link = await host.getByRole('textbox', { name: 'Big screen link' }).inputValue();
  await popup.waitForURL((url) => url.href === link);
  return { popup, link };
}

/** A host and Al in a lobby, the big screen opened by the host and shown on a guest's TV. */
export async function lobbyOnTv(e2e: E2E) {
  const host = await newPlayer(e2e);
  const al = await newPlayer(e2e);
  const code = await createParty(host.page);
  await joinParty(al.page, code);
  // The host opens the big screen from the lobby; the link also opens on a TV.
  const { popup, link } = await openBigScreen(host.page, host.context);
  await popup.getByText(code, { exact: true }).first().waitFor();
  await popup.close();
  const tvContext = await e2e.newContext({ device: 'desktop', viewport: TV });
  await createGuestSession(tvContext, e2e.baseURL);
  const tv = await tvContext.newPage();
  await tv.goto(link);
  return { host, al, code, link, tv };
}

/** The answers of OCEANS the page's board shows as found, in board order. */
export async function revealedAnswers(page: Page): Promise<string[]> {
  const slots = await page
    .getByRole('list', { name: 'Answer board' })
    .getByRole('listitem')
    .allInnerTexts();
  return OCEANS.answers.filter((answer) => slots.some((slot) => slot.includes(answer)));
}

/** Each team's score as the page's team list shows it ("Team 1 / 5 points / ..."). */
export async function teamScores(page: Page): Promise<number[]> {
  const chips = await page
    .getByRole('list', { name: 'Teams' })
    .getByRole('listitem')
    .allInnerTexts();
  return chips.map((chip) => Number(/(\d+)\s*points?\b/.exec(chip)?.[1] ?? NaN));
}

/** How many times the page played `name` (the sound module's test hook on <html>). */
export function soundCount(page: Page, name: string): Promise<number> {
  return page.evaluate((name) => {
    const key = `sound${name[0]!.toUpperCase()}${name.slice(1)}`;
    return Number(document.documentElement.dataset[key] ?? '0');
  }, name);
}

/** The big screen's sound toggle. */
export function soundToggle(page: Page) {
  return page.getByRole('button', { name: 'Mute sounds' });
}

/** Fails when the big screen's content needs scrolling (it must fit a TV). */
export async function expectFitsWithoutScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const content = document.getElementById('screen-content');
    const root = document.documentElement;
    return {
      content: content ? content.scrollHeight - content.clientHeight : -1,
      page: root.scrollHeight - root.clientHeight,
      wide: root.scrollWidth - root.clientWidth,
    };
  });
  if (overflow.content < 0) throw new Error(`${page.url()}: no big screen content`);
  if (overflow.content > 1) {
    throw new Error(`${page.url()}: the big screen's content is ${overflow.content}px too tall`);
  }
  if (overflow.page > 1 || overflow.wide > 0) {
    throw new Error(`${page.url()} scrolls: ${JSON.stringify(overflow)}`);
  }
}

/**
 * The stage's floors at 1920×1080: what the TV shows that is text smaller than `minText` px
 * (computed font size of every visible text's element), and hit/strike/left marks smaller
 * than `minMark` px (their drawn boxes). Empty when all is in bounds.
 */
export function stageSizeProblems(tv: Page, minText = 32, minMark = 40): Promise<string[]> {
  return tv.evaluate(
    ({ minText, minMark }) => {
      const problems: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const element = node.parentElement;
        if (text === '' || element === null || !element.checkVisibility()) continue;
        // Screen-reader-only words (clipped to a pixel) are not seen. Their laid-out size is
        // read, not their box on screen, which a reveal's scale animation enlarges.
        const style = getComputedStyle(element);
        if (parseFloat(style.width) <= 1 || parseFloat(style.height) <= 1) continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const size = parseFloat(style.fontSize);
        if (size < minText) problems.push(`text "${text.slice(0, 40)}" is ${size}px`);
      }
      for (const mark of document.querySelectorAll('[data-mark]')) {
        const { width, height } = mark.getBoundingClientRect();
        if (Math.min(width, height) < minMark) {
          problems.push(`${mark.getAttribute('data-mark')} mark is ${width}×${height}px`);
        }
      }
      return problems;
    },
    { minText, minMark },
  );
}
