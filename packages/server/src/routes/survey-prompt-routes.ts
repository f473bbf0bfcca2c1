import type { FastifyInstance } from 'fastify';
import { PROMPT_CATEGORIES, surveyPrompts } from '@trivia/content';
import type { SurveyPromptsResponse } from '@trivia/protocol';
import { NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';

const categoryNames = new Map<string, string>(
  PROMPT_CATEGORIES.map((category) => [category.slug, category.name]),
);

/** The picker's list, made once: the library is part of the build. */
const body: SurveyPromptsResponse = {
  prompts: surveyPrompts.map((prompt) => ({
    id: prompt.id,
    text: prompt.text,
    category: categoryNames.get(prompt.category) ?? prompt.category,
    familyFriendly: prompt.familyFriendly,
  })),
};

/**
 * GET /api/survey-prompts: the Survey Says prompts a host picks from. The prompts' aliases
 * stay on the server: they name answers people are likely to give.
 */
export function registerSurveyPromptRoutes(app: FastifyInstance): void {
  app.get('/api/survey-prompts', async (request) => {
    parseInput(NoQuery, request.query);
    return body;
  });
}
