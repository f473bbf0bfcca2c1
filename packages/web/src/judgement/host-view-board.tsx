import { Card, cx } from '../ui';

export interface HostViewBoardProps {
  answers: ReadonlyArray<{ rank: number; text: string }>;
  revealed: readonly number[];
}

/**
 * VIEW-2: The quizmaster's own board with every answer, marked "Host view" (the TV and
 * the players see only what is revealed).
 */
export function HostViewBoard({ answers, revealed }: HostViewBoardProps) {
  return (
    <Card aria-labelledby="host-view-title">
      <h2 id="host-view-title" className="text-xl font-bold">
        Host view
      </h2>
      <p className="text-sm">Only you see this. The TV and the players see what is found.</p>
      <ol aria-label="Host view answers" className="mt-2 flex flex-col gap-1">
        {answers.map((answer) => {
          const found = revealed.includes(answer.rank);
          return (
            <li key={answer.rank} className={cx('flex gap-2', found && 'opacity-60')}>
              <span className="font-bold tabular-nums">#{answer.rank + 1}</span>
              <span className="flex-1">{answer.text}</span>
              <span className="text-sm">{found ? 'Found' : 'Host view'}</span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
