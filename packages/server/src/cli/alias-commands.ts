import { aliasKey, aliasSuggestionState, canLearnAlias, withLearnedAliases } from '@trivia/game';
import { listAliasSuggestions, reviewAliasSuggestion } from '../storage/alias-suggestions';
import { findTopic } from '../storage/catalog';
import type { Db } from '../storage/schema';
import type { CommandOutcome } from './command-outcome';

export const ALIAS_USAGE = [
  '  npm run content -- aliases [list]',
  '  npm run content -- aliases approve TOPIC_ID RANK ALIAS',
  '  npm run content -- aliases reject TOPIC_ID RANK ALIAS   (RANK is 1 to 5)',
];

/**
 * JUDGE-9: the administrators' review of learned aliases. `list` shows each suggestion with
 * how many distinct signed-in hosts accepted it ("to review" from three); `approve` makes it
 * an alias for every party (the only way one goes live) and prints the topic in
 * the data files' format with it added; `reject` keeps the matcher from ever using it.
 */
export async function runAliasCommand(
  db: Db,
  args: readonly string[],
  now: number,
): Promise<CommandOutcome> {
  const [action = 'list', topicId, rankText, ...aliasWords] = args;
  if (action === 'list' && topicId === undefined) return list(db);
  const rank = Number(rankText) - 1;
  const alias = aliasWords.join(' ');
  if ((action !== 'approve' && action !== 'reject') || !topicId || !Number.isInteger(rank)) {
    return { exitCode: 1, out: [], err: ['Usage:', ...ALIAS_USAGE] };
  }
  const topic = await findTopic(db, topicId);
  if (topic === null) return { exitCode: 1, out: [], err: [`${topicId}: no such library topic`] };
  const status = action === 'approve' ? 'approved' : 'rejected';
  if (status === 'approved' && !canLearnAlias(topic.answers, rank, alias)) {
    return { exitCode: 1, out: [], err: [`"${alias}" would match another answer of ${topicId}`] };
  }
  const key = aliasKey(alias);
  const done = await reviewAliasSuggestion(db, { topicId, rank, aliasKey: key, status, now });
  if (!done) {
    return {
      exitCode: 1,
      out: [],
      err: [`No suggestion "${alias}" for #${rank + 1} of ${topicId}`],
    };
  }
  if (status === 'rejected') return { exitCode: 0, out: [`Rejected "${alias}".`], err: [] };
  const learned = withLearnedAliases(topic, [{ rank, alias }]);
  const { id, title, answers, sourceUrl, retrievedAt } = learned;
  const entry = JSON.stringify({ id, title, answers, sourceUrl, retrievedAt }, null, 2);
  return {
    exitCode: 0,
    out: [
      `Approved "${alias}" as #${rank + 1} ${topic.answers[rank]?.text ?? ''} of ${topicId}.`,
      `In packages/content/data/topics/${topic.category}.json the topic becomes:`,
      entry,
    ],
    err: [],
  };
}

async function list(db: Db): Promise<CommandOutcome> {
  const suggestions = await listAliasSuggestions(db);
  if (suggestions.length === 0) return { exitCode: 0, out: ['No alias suggestions.'], err: [] };
  const out: string[] = [];
  for (const suggestion of suggestions) {
    const topic = await findTopic(db, suggestion.topicId);
    const answer = topic?.answers[suggestion.rank]?.text ?? '?';
    const collides =
      topic !== null && !canLearnAlias(topic.answers, suggestion.rank, suggestion.alias);
    out.push(
      `${suggestion.topicId}  #${suggestion.rank + 1} ${answer}  "${suggestion.alias}"  ` +
        `${suggestion.hosts} host(s)  ${aliasSuggestionState({ ...suggestion, collides })}`,
    );
  }
  return { exitCode: 0, out, err: [] };
}
