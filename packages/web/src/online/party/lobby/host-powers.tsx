import { canStart } from '@trivia/game';
import { Button, Card, CardTitle } from '../../../ui';

const POWERS = [
  'Start the game and choose the game and topic',
  'Set team names, attempts and time per turn',
  'Move any player to any team',
  'Promote another member to host',
  'Remove members from the party',
] as const;

export interface HostPowersProps {
  memberCount: number;
  starting: boolean;
  onStart: () => void;
}

/** SPEC §2 Lobby (host): the host's powers, and "Start Game" from 2 members on (§5 Lobby start). */
export function HostPowers({ memberCount, starting, onStart }: HostPowersProps) {
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>You&apos;re the Host!</CardTitle>
      <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
        {POWERS.map((power) => (
          <li key={power}>{power}</li>
        ))}
      </ul>
      {canStart(memberCount) ? (
        <Button size="lg" variant="success" disabled={starting} onClick={onStart}>
          Start Game
        </Button>
      ) : (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-center font-semibold dark:bg-slate-800">
          Need at least 2 players to start
        </p>
      )}
    </Card>
  );
}
