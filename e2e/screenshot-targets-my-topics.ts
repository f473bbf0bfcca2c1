import type { Page } from 'playwright-core';
import { createTopicThroughApi, GAMES } from './my-topics-steps';
import type { ScreenshotTarget } from './support/screenshot-target';

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** Goes to `path` once the user has a topic of their own. */
const withTopic =
  (path: string): ScreenshotTarget['setup'] =>
  async (page, ctx) => {
    await createTopicThroughApi(ctx.context, ctx.baseURL, GAMES.title);
    await page.goto(path);
  };

/** My Topics: the list, the editor, import and packs. */
export const myTopicsScreenshotTargets: ScreenshotTarget[] = [
  { name: 'my-topics-empty', path: '/my-topics', auth: 'guest', ready: heading('My Topics') },
  {
    name: 'my-topics-list',
    path: '/',
    auth: 'guest',
    setup: withTopic('/my-topics'),
    ready: (page) => page.getByText(GAMES.title).first().waitFor(),
  },
  { name: 'my-topics-editor', path: '/my-topics/new', auth: 'guest', ready: heading('New Topic') },
  {
    name: 'my-topics-import',
    path: '/my-topics/import',
    auth: 'guest',
    ready: heading('Import Topics'),
  },
  {
    name: 'my-topics-packs',
    path: '/',
    auth: 'guest',
    setup: withTopic('/my-topics/packs'),
    ready: heading('Packs'),
  },
];
