import { Button, Card } from '../ui';
import { signedPoints } from './correction-text';

export interface ScoreAdjusterProps {
  teams: ReadonlyArray<{ name: string; score: number }>;
  onAdjust: (teamIndex: number, points: number) => void;
  busy: boolean;
}

/** JUDGE-4, SCORE-2: "+1" / "−1" on each team's score (host only); never below 0. */
export function ScoreAdjuster({ teams, onAdjust, busy }: ScoreAdjusterProps) {
  return (
    <Card aria-labelledby="adjust-score-title">
      <h2 id="adjust-score-title" className="text-xl font-bold">
        Adjust score
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {teams.map((team, index) => (
          <li key={index} className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate font-semibold">{team.name}</span>
            <span className="tabular-nums">{team.score}</span>
            {[1, -1].map((points) => (
              <Button
                key={points}
                variant="secondary"
                disabled={busy || team.score + points < 0}
                aria-label={`${signedPoints(points)} for ${team.name}`}
                onClick={() => onAdjust(index, points)}
              >
                {signedPoints(points)}
              </Button>
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}
