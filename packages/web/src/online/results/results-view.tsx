import type { PartyView } from '@trivia/game';
import { Card, Page, PageTitle } from '../../ui';
import { Confetti } from '../../ui/confetti';
import { FinalScoreboard } from '../../results/final-scoreboard';
import { FoundAnswers } from '../../results/found-answers';
import { sourceHost } from '../../topics/topic-list';
import type { Realtime } from '../connection';
import { JudgePanel } from '../judgement/judge-panel';
import { boardState } from '../play/board-adapters';
import { OutcomeCard } from './outcome-card';
import { shouldCelebrate } from './outcome-text';
import { MatchStandings } from './match-standings';
import { NextRound } from './next-round';
import { RoundSummary } from './round-summary';
import { feudWonText } from '../feud/feud-view';

function DataSource({ url }: { url: string }) {
  const host = sourceHost(url);
  if (!host) return null;
  return (
    <p className="mt-4 text-sm">
      Data source:{' '}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {host}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

/** The results screen (WIN-1): the final standings and every answer, found or missed. */
export function ResultsView({ view, send }: { view: PartyView; send: Realtime['send'] }) {
  const { party } = view;
  const board = boardState(view);
  return (
    <Page>
      {shouldCelebrate(party.teams) ? <Confetti /> : null}
      <PageTitle subtitle={party.topic?.title}>Game Over!</PageTitle>
      <div className="flex flex-col gap-5">
        {/* ROUND-3: once the match is over, its winner comes first. */}
        {party.matchOver === true ? <MatchStandings party={party} /> : null}
        <OutcomeCard teams={party.teams} />
        {/* FEUD-5: who took the bank, and how. */}
        {feudWonText(party) !== null ? (
          <p
            data-testid="feud-won"
            className="rounded-2xl border-2 border-amber-500 bg-amber-100 px-4 py-3 text-center text-xl font-extrabold text-amber-950 dark:bg-amber-950 dark:text-amber-50"
          >
            {feudWonText(party)}
          </p>
        ) : null}
        <RoundSummary view={view} />
        <Card>
          <FinalScoreboard teams={board.teams} />
        </Card>
        {party.matchOver === true ? null : <MatchStandings party={party} />}
        <Card>
          <FoundAnswers state={board} />
          {party.topic ? <DataSource url={party.topic.sourceUrl} /> : null}
        </Card>
        <JudgePanel view={view} send={send} />
        <NextRound view={view} send={send} />
      </div>
    </Page>
  );
}
