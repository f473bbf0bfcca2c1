import { describe, expect, it } from 'vitest';
import { surveyPrompts } from '@trivia/content';
import { SurveyPromptsResponse } from '@trivia/protocol';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

describe.each(storageTargets())('survey prompts endpoint ($kind)', (target) => {
  const testApp = useTestApp(target);

  it("lists the library's Survey Says prompts with their category names, without aliases", async () => {
    const response = await testApp().client().get('/api/survey-prompts');
    expect(response.status).toBe(200);
    const { prompts } = SurveyPromptsResponse.parse(response.body);
    expect(prompts).toHaveLength(surveyPrompts.length);
    const first = surveyPrompts[0];
    expect(prompts[0]).toEqual({
      id: first?.id,
      text: first?.text,
      category: expect.not.stringMatching(/-/) as unknown,
      familyFriendly: first?.familyFriendly,
    });
    expect(JSON.stringify(response.body)).not.toContain('aliases');
  });

  it('[LIMIT-8] refuses unexpected query parameters', async () => {
    const response = await testApp().client().get('/api/survey-prompts?all=1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Unknown field: all' });
  });
});
