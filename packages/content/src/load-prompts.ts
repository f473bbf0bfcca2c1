import { comparisonKey } from './normalise';
import { formatPath, issuesToProblems, type Problem } from './problems';
import { promptFileSchema, type SurveyPrompt } from './prompt-schema';

export type PromptsResult =
  { ok: true; prompts: SurveyPrompt[] } | { ok: false; problems: Problem[] };

/**
 * Validates prompt files (keyed by file name without ".json", which must be the file's
 * category) and the rules between prompts: ids unique, and texts unique once case, accents,
 * spaces and punctuation are ignored. Returns every prompt with its category, in file order,
 * or every problem (file and path, "home.json prompts[3].text").
 */
export function loadSurveyPrompts(files: Readonly<Record<string, unknown>>): PromptsResult {
  const problems: Problem[] = [];
  const prompts: SurveyPrompt[] = [];
  const wheres: string[] = [];
  for (const [name, raw] of Object.entries(files)) {
    const where = (path: readonly PropertyKey[]) => `${name}.json ${formatPath(path)}`.trimEnd();
    const parsed = promptFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...issuesToProblems(parsed.error, where));
      continue;
    }
    const { category } = parsed.data;
    if (category !== name) {
      problems.push({ where: where(['category']), message: `must be "${name}", the file's name` });
    }
    parsed.data.prompts.forEach((prompt, index) => {
      prompts.push({ ...prompt, category });
      wheres.push(where(['prompts', index]));
    });
  }
  problems.push(
    ...repeats(prompts, wheres, (prompt) => prompt.id, 'id'),
    ...repeats(prompts, wheres, (prompt) => comparisonKey(prompt.text), 'text'),
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, prompts };
}

function repeats(
  prompts: readonly SurveyPrompt[],
  wheres: readonly string[],
  key: (prompt: SurveyPrompt) => string,
  field: 'id' | 'text',
): Problem[] {
  const first = new Map<string, number>();
  const problems: Problem[] = [];
  prompts.forEach((prompt, index) => {
    const seen = first.get(key(prompt));
    if (seen === undefined) first.set(key(prompt), index);
    else
      problems.push({
        where: `${wheres[index]}.${field}`,
        message: `repeats the ${field} of ${wheres[seen]}`,
      });
  });
  return problems;
}
