import { loadSurveyPrompts } from './load-prompts';
import { bundledPromptFiles } from './prompt-files';
import type { SurveyPrompt } from './prompt-schema';

const result = loadSurveyPrompts(bundledPromptFiles);
if (!result.ok) {
  // The shipped prompts are part of the product: a broken data file is a broken build.
  const lines = result.problems.map((problem) => `  ${problem.where}: ${problem.message}`);
  throw new Error(`The Survey Says prompts are invalid:\n${lines.join('\n')}`);
}

/** Every library Survey Says prompt with its category, in data-file order. */
export const surveyPrompts: readonly SurveyPrompt[] = result.prompts;
