import { z } from 'zod';

/**
 * A Survey Says prompt as the host's prompt picker lists it: no aliases (they name likely
 * answers), only what the host reads and filters on.
 */
export const SurveyPromptSummary = z.object({
  id: z.string(),
  text: z.string(),
  /** The category's name people read ("Food & Drink"). */
  category: z.string(),
  /** Fine for children. */
  familyFriendly: z.boolean(),
});
export type SurveyPromptSummary = z.infer<typeof SurveyPromptSummary>;

/** GET /api/survey-prompts: the library's Survey Says prompts, in data-file order. */
export const SurveyPromptsResponse = z.object({ prompts: z.array(SurveyPromptSummary) });
export type SurveyPromptsResponse = z.infer<typeof SurveyPromptsResponse>;
