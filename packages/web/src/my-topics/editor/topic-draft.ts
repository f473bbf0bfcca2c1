import { ANSWERS_PER_TOPIC, findBestMatch } from '@trivia/game';
import { topicDraftSchema } from '@trivia/content/portable';
import type { MyTopicDto, MyTopicInput } from '@trivia/protocol';

/** One ranked answer as the editor holds it: aliases one per line. */
export interface AnswerDraft {
  /** A stable key for React while answers move. */
  key: string;
  text: string;
  aliases: string;
}

export interface TopicDraft {
  gameTypeId: string;
  category: string;
  title: string;
  sourceUrl: string;
  answers: AnswerDraft[];
}

/** Field keys: 'title', 'category', 'sourceUrl', 'answers', 'answers.2.text', 'answers.2.aliases'. */
export type DraftErrors = Record<string, string[]>;

export function blankDraft(gameTypeId: string): TopicDraft {
  return {
    gameTypeId,
    category: '',
    title: '',
    sourceUrl: '',
    answers: Array.from({ length: ANSWERS_PER_TOPIC }, (_, rank) => ({
      key: `answer-${rank}`,
      text: '',
      aliases: '',
    })),
  };
}

export function draftFromTopic(topic: MyTopicDto): TopicDraft {
  return {
    gameTypeId: topic.gameTypeId,
    category: topic.category,
    title: topic.title,
    sourceUrl: topic.sourceUrl,
    answers: topic.answers.map((answer, rank) => ({
      key: `answer-${rank}`,
      text: answer.text,
      aliases: (answer.aliases ?? []).join('\n'),
    })),
  };
}

function aliasesOf(answer: AnswerDraft): string[] {
  return answer.aliases
    .split('\n')
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '');
}

/** What "Save Topic" sends: trimmed, aliases split, no empty alias lists. */
export function draftToInput(draft: TopicDraft): MyTopicInput {
  return {
    gameTypeId: draft.gameTypeId,
    category: draft.category,
    title: draft.title.trim(),
    sourceUrl: draft.sourceUrl.trim(),
    answers: draft.answers.map((answer) => {
      const aliases = aliasesOf(answer);
      const text = answer.text.trim();
      return aliases.length > 0 ? { text, aliases } : { text };
    }),
  };
}

/** Every problem of the draft at its field, by the library's own schema (@trivia/content). */
export function validateDraft(draft: TopicDraft): DraftErrors {
  const parsed = topicDraftSchema.safeParse(draftToInput(draft));
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, rank, part] = issue.path;
    let key = String(field ?? 'title');
    if (field === 'answers' && typeof rank === 'number') {
      key = `answers.${rank}.${part === 'aliases' ? 'aliases' : 'text'}`;
    }
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The draft with the answer at `from` moved to rank `to` (the others shift). */
export function moveAnswer(draft: TopicDraft, from: number, to: number): TopicDraft {
  const answers = [...draft.answers];
  if (to < 0 || to >= answers.length || from === to) return draft;
  const [moved] = answers.splice(from, 1);
  if (!moved) return draft;
  answers.splice(to, 0, moved);
  return { ...draft, answers };
}

/** "Try a guess": the rank the real matcher would give `guess` on this draft, or null. */
export function tryGuess(draft: TopicDraft, guess: string): number | null {
  if (guess.trim() === '') return null;
  const answers = draftToInput(draft).answers;
  const result = findBestMatch(guess, answers);
  return result.found && answers[result.rank]?.text ? result.rank : null;
}
