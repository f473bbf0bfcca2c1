import { describe, expect, it } from 'vitest';
import { surveyPrompts } from '@trivia/content';
import { OfflineBundleResponse } from '@trivia/protocol';
import { unsealAnswers } from '@trivia/protocol/answer-seal';
import { importTopics } from '../../src/storage/catalog-import';
import { signInAsGuest } from '../support/accounts';
import { makeContent, makeTopic } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const BUNDLE = '/api/offline-bundle';

describe.each(storageTargets())('the offline bundle ($kind)', (target) => {
  const testApp = useTestApp(target);

  async function fetchBundle() {
    const { client } = await signInAsGuest(testApp());
    const response = await client.get(BUNDLE);
    expect(response.status).toBe(200);
    return { client, response, bundle: OfflineBundleResponse.parse(response.body) };
  }

  it('[VIEW-7] needs a session: 401 "No user logged in" without one', async () => {
    const response = await testApp().client().get(BUNDLE);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'No user logged in' });
  });

  it("[TOPIC-7][VIEW-7] holds the library's offline set of every playable game type, answers sealed, private to the browser", async () => {
    const { response, bundle } = await fetchBundle();
    expect(bundle.gameTypes.map((gameType) => gameType.id)).toEqual(['top5-blitz', 'family-feud']);
    // TOPIC-7: "Largest oceans" and "Tallest mountains" are of the online set.
    expect(bundle.topics.map((topic) => topic.id)).toEqual(['longest-rivers']);
    // The picker's filters: the library's difficulty and family flag come along.
    expect(bundle.topics[0]).toMatchObject({ difficulty: 'easy', family: true });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toBe(`"${bundle.version}"`);
    // Reading the response (or searching it for a title) shows no answer or alias.
    for (const answer of ['Nile', 'Amazon', 'Yangtze', 'Mississippi', 'Yenisei', 'Pacific']) {
      expect(response.text.toLowerCase()).not.toContain(answer.toLowerCase());
    }
    expect(response.text).not.toContain('"answers"');
    expect(response.text).not.toContain('"origin"');
  });

  it('[OFF-13] carries the Survey Says prompts of the library, and the game type as "Survey Says"', async () => {
    const { bundle } = await fetchBundle();
    expect(bundle.surveyPrompts).toHaveLength(surveyPrompts.length);
    const farm = bundle.surveyPrompts?.find((prompt) => prompt.id === 'prompt-animal-see-farm');
    expect(farm).toMatchObject({
      text: 'Name an animal you would see on a farm',
      category: 'animals',
      familyFriendly: true,
    });
    expect(farm?.aliases?.Cow).toEqual(['cattle']);
    const survey = bundle.gameTypes.find((gameType) => gameType.id === 'family-feud');
    expect(survey?.name).toBe('Survey Says');
  });

  it('[VIEW-7] unseals each topic with the bundle key, and only with it', async () => {
    const { bundle } = await fetchBundle();
    const rivers = bundle.topics.find((topic) => topic.id === 'longest-rivers');
    const stored = makeContent().topics.find((topic) => topic.id === 'longest-rivers');
    expect(rivers).toBeDefined();
    expect(unsealAnswers(rivers?.sealedAnswers ?? '', bundle.key, 'longest-rivers')).toEqual(
      stored?.answers,
    );
    expect(unsealAnswers(rivers?.sealedAnswers ?? '', 'another-key', 'longest-rivers')).toBeNull();
  });

  it('[VIEW-7] uses a new key per download but keeps the version while the library is unchanged', async () => {
    const first = (await fetchBundle()).bundle;
    const second = (await fetchBundle()).bundle;
    expect(second.version).toBe(first.version);
    expect(second.key).not.toBe(first.key);
    expect(second.topics[0]?.sealedAnswers).not.toBe(first.topics[0]?.sealedAnswers);
  });

  it('answers 304 with no body to a browser that has the current version', async () => {
    const { client, bundle } = await fetchBundle();
    const again = await client.get(BUNDLE, { 'if-none-match': `"${bundle.version}"` });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const stale = await client.get(BUNDLE, { 'if-none-match': '"an-old-version"' });
    expect(stale.status).toBe(200);
  });

  it('gets a new version when the library changes (an admin import)', async () => {
    const before = (await fetchBundle()).bundle;
    const deserts = makeTopic({
      id: 'largest-deserts',
      title: 'Largest deserts',
      answers: ['Antarctic', 'Arctic', 'Sahara', 'Arabian', 'Gobi'].map((text) => ({ text })),
    });
    await importTopics(testApp().database.db, [deserts], { dryRun: false });
    const after = (await fetchBundle()).bundle;
    expect(after.version).not.toBe(before.version);
    const added = after.topics.find((topic) => topic.id === 'largest-deserts');
    expect(unsealAnswers(added?.sealedAnswers ?? '', after.key, 'largest-deserts')).toEqual(
      deserts.answers,
    );

    // A changed answer is a new version too, even with the same topic ids.
    const fixed = { ...deserts, answers: [...deserts.answers.slice(0, 4), { text: 'Kalahari' }] };
    await importTopics(testApp().database.db, [fixed], { dryRun: false });
    expect((await fetchBundle()).bundle.version).not.toBe(after.version);
  });

  it('is gzipped for a browser that accepts it, plain JSON otherwise', async () => {
    const { client } = await signInAsGuest(testApp());
    const zipped = await client.get(BUNDLE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(OfflineBundleResponse.safeParse(zipped.body).success).toBe(true);
    const plain = await client.get(BUNDLE, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(OfflineBundleResponse.safeParse(plain.body).success).toBe(true);
  });

  it('[LIMIT-8] refuses unexpected query parameters and changes nothing', async () => {
    const { client } = await signInAsGuest(testApp());
    const response = await client.get(`${BUNDLE}?all=1`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Unknown field: all' });
  });
});
