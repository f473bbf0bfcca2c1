import { joinNames, plural, pointsShort } from '@trivia/game';
import { useQuery } from '@tanstack/react-query';
import type { GameRecord } from '@trivia/protocol';
import { Card, Message, Spinner } from '../../ui';
import { fetchStats, statsQueryKey } from '../../auth/auth-api';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-3 text-center dark:bg-slate-800">
      <dd className="text-2xl font-extrabold text-brand-700 dark:text-brand-300">{value}</dd>
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{label}</dt>
    </div>
  );
}

/** OFF-9: An offline game the user hosted: who won, never "Lost" or points. */
function HostedGame({ game }: { game: GameRecord }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-semibold">{game.topicTitle}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Hosted offline · {new Date(game.finishedAt).toLocaleDateString()}
        </p>
      </div>
      {game.winners.length > 0 ? (
        <p className="min-w-0 shrink text-right text-sm font-semibold break-words">
          {plural(game.winners.length, 'Winner', 'Winners')}: {joinNames(game.winners)}
        </p>
      ) : null}
    </li>
  );
}

function PlayedGame({ game }: { game: GameRecord }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-semibold">{game.topicTitle}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {game.teamName} · {game.correctGuesses}/{game.guesses} correct ·{' '}
          {new Date(game.finishedAt).toLocaleDateString()}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-bold">{pointsShort(game.score)}</p>
        <p
          className={
            game.won
              ? 'text-sm font-semibold text-emerald-700 dark:text-emerald-400'
              : 'text-sm text-slate-600 dark:text-slate-400'
          }
        >
          {game.won ? 'Won' : 'Lost'}
        </p>
      </div>
    </li>
  );
}

function RecentGame({ game }: { game: GameRecord }) {
  return game.hosted ? <HostedGame game={game} /> : <PlayedGame game={game} />;
}

/** Profile stats: games played, wins, accuracy (a whole percent, SCORE-3) and recent games. */
export function StatsCard() {
  const stats = useQuery({ queryKey: statsQueryKey, queryFn: fetchStats });
  return (
    <Card aria-labelledby="stats-title">
      <h2 id="stats-title" className="mb-3 text-lg font-bold">
        Your Stats
      </h2>
      {stats.isPending ? (
        <Spinner label="Loading stats..." />
      ) : stats.isError ? (
        <Message tone="error">Failed to load your stats. Please try again later.</Message>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            <Stat label="Games played" value={String(stats.data.gamesPlayed)} />
            <Stat label="Wins" value={String(stats.data.wins)} />
            <Stat label="Accuracy" value={`${stats.data.accuracy}%`} />
          </dl>
          <h3 className="mt-5 mb-1 font-semibold">Recent games</h3>
          {stats.data.recentGames.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No online games yet. Play one and it shows up here.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {stats.data.recentGames.map((game) => (
                <RecentGame key={game.id} game={game} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
