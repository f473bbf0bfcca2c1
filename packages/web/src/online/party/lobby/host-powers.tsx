import { Card, CardTitle } from '../../../ui';

const POWERS = [
  'Start the game and choose the game and topic',
  'Set team names, attempts and time per turn',
  'Move any player to any team',
  'Promote another member to host',
  'Remove members from the party',
] as const;

/**
 * The lobby (host): the host's powers. "Start Game" (from 2 members on, JOIN-9)
 * heads the lobby with the code.
 */
export function HostPowers() {
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>You&apos;re the Host!</CardTitle>
      <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
        {POWERS.map((power) => (
          <li key={power}>{power}</li>
        ))}
      </ul>
    </Card>
  );
}
