import type { Page } from 'playwright-core';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';
import { openBigScreen, TV } from './online-screen-steps';
import {
  assignTeams,
  begin,
  createParty,
  guess,
  guessInput,
  joinParty,
  setupTeams,
  waitForScreen,
} from './online-steps';
import { phoneGuest } from './screenshot-targets-screen';
import {
  answerSurvey,
  boardEntry,
  chooseSurveySays,
  closeSurvey,
  startSurvey,
} from './survey-steps';

const PHONE = { label: 'phone-360x640', width: 360, height: 640 };
const TV_SIZE = { label: 'tv-1920x1080', ...TV };

/** What the party said to the beach prompt: Towel 3, Sunscreen 2, Bucket 2, Spade 1. */
const SAID = [
  ['Towel', 'Sunscreen', 'Bucket'],
  ['Towel', 'Spade'],
  ['Towel', 'Sun cream', 'Bucket'],
];

/** The host on a phone of their own, `players` more phones, all in a new party's lobby. */
async function partyOfPhones(page: Page, ctx: ScreenshotContext, players: number) {
  const host = await phoneGuest(page, ctx);
  const code = await createParty(host);
  const phones: Page[] = [];
  for (let joined = 0; joined < players; joined++) {
    const phone = await phoneGuest(page, ctx);
    await joinParty(phone, code);
    phones.push(phone);
  }
  return { host, code, phones };
}

/** `page` (a player) on the open survey, their answers saved; one of three yet to answer. */
async function phoneAnswering(page: Page, ctx: ScreenshotContext) {
  const { host, code } = await partyOfPhones(page, ctx, 1);
  await joinParty(page, code);
  await chooseSurveySays(host, code);
  await startSurvey(host, code);
  await answerSurvey(host, SAID[0] ?? []);
  await waitForScreen(page, code, 'survey');
  await answerSurvey(page, SAID[1] ?? []);
}

/** `page` is the host on Survey Says' board choice: the prompt picker, one prompt added. */
async function hostPicking(page: Page, ctx: ScreenshotContext) {
  const code = await createParty(page);
  await joinParty(await phoneGuest(page, ctx), code);
  await chooseSurveySays(page, code);
  await page.getByLabel('Search prompts').fill('beach');
  await page.getByRole('button', { name: 'Add to survey' }).first().click();
}

/** `page` is the host with the closed survey's board ready. */
async function hostBoards(page: Page, ctx: ScreenshotContext) {
  const code = await createParty(page);
  const phones: Page[] = [];
  for (let joined = 0; joined < SAID.length; joined++) {
    const phone = await phoneGuest(page, ctx);
    await joinParty(phone, code);
    phones.push(phone);
  }
  await chooseSurveySays(page, code);
  await startSurvey(page, code);
  for (const [index, phone] of phones.entries()) {
    await waitForScreen(phone, code, 'survey');
    await answerSurvey(phone, SAID[index] ?? []);
  }
  await closeSurvey(page, code);
}

/** `page` is the host, as quizmaster, reviewing the chosen board's groups in team setup. */
async function quizmasterReview(page: Page, ctx: ScreenshotContext) {
  const code = await createParty(page);
  const phones: Page[] = [];
  for (let joined = 0; joined < SAID.length; joined++) {
    const phone = await phoneGuest(page, ctx);
    await joinParty(phone, code);
    phones.push(phone);
  }
  await chooseSurveySays(page, code);
  await startSurvey(page, code);
  for (const [index, phone] of phones.entries()) {
    await waitForScreen(phone, code, 'survey');
    await answerSurvey(phone, SAID[index] ?? []);
  }
  await closeSurvey(page, code);
  await boardEntry(page).getByRole('button', { name: 'Choose Board' }).click();
  await waitForScreen(page, code, 'setup');
  await setupTeams(page, code);
  await page.getByRole('button', { name: "I'll host, not play" }).click();
}

/** The TV of a new party whose host (on a phone) started the beach survey. */
async function tvSurvey(page: Page, ctx: ScreenshotContext) {
  const { host, code, phones } = await partyOfPhones(page, ctx, SAID.length);
  const { popup, link } = await openBigScreen(host, host.context());
  await popup.close();
  await page.goto(link);
  await chooseSurveySays(host, code);
  await startSurvey(host, code);
  await waitForScreen(phones[0]!, code, 'survey');
  await answerSurvey(phones[0]!, SAID[0] ?? []);
  await waitForScreen(phones[1]!, code, 'survey');
  await answerSurvey(phones[1]!, SAID[1] ?? []);
  return { host, code, phones };
}

/** …then everyone answers, the host closes it and the board is played: Towel found. */
async function tvSurveyBoard(page: Page, ctx: ScreenshotContext) {
  const { host, code, phones } = await tvSurvey(page, ctx);
  await waitForScreen(phones[2]!, code, 'survey');
  await answerSurvey(phones[2]!, SAID[2] ?? []);
  await closeSurvey(host, code);
  await boardEntry(host).getByRole('button', { name: 'Choose Board' }).click();
  await waitForScreen(host, code, 'setup');
  await setupTeams(host, code, { turnSeconds: 120 });
  await assignTeams(host);
  await begin(host, code, phones);
  await guessInput(host).waitFor();
  await guess(host, 'towel');
  await guessInput(phones[0]!).waitFor();
  await guess(phones[0]!, 'sunscreen');
}

/** Survey Says online: the phone's survey, the quizmaster's review, the TV's survey and board. */
export const surveyScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'survey-host-picking',
    path: '/',
    auth: 'guest',
    setup: hostPicking,
    ready: (page) => page.getByRole('heading', { name: /^Your survey/ }).waitFor(),
  },
  {
    name: 'survey-host-boards',
    path: '/',
    auth: 'guest',
    setup: hostBoards,
    ready: (page) => page.getByText('Board ready: 4 answers').waitFor(),
  },
  {
    name: 'survey-phone',
    path: '/',
    auth: 'guest',
    sizes: [PHONE],
    setup: phoneAnswering,
    ready: (page) => page.getByText(/^Waiting for the others: 2 of 3 answered$/).waitFor(),
  },
  {
    name: 'survey-review',
    path: '/',
    auth: 'guest',
    sizes: [PHONE, { label: 'desktop', width: 1280, height: 800 }],
    setup: quizmasterReview,
    ready: (page) => page.getByRole('heading', { name: 'Check the survey answers' }).waitFor(),
  },
  {
    name: 'screen-survey',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    setup: async (page, ctx) => void (await tvSurvey(page, ctx)),
    ready: (page) => page.getByText('2 of 4 answered').waitFor(),
  },
  {
    name: 'screen-survey-board',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    setup: tvSurveyBoard,
    ready: async (page) => {
      await page.getByRole('list', { name: 'Answer board' }).getByText('2 said it').waitFor();
      await page.waitForFunction(
        () => !document.querySelector('[data-testid="miss-strike"], [data-testid="turn-banner"]'),
      );
    },
  },
];
