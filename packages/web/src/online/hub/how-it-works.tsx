import { Card, CardTitle } from '../../ui';

const FOR_HOSTS = [
  'Create a party and share its code, link or QR code.',
  'Once at least 2 players are in, start the game and pick a game and a topic.',
  'Name the teams, set attempts and time per turn, and put everyone on a team.',
  'Begin the game: teams take turns naming the five ranked answers.',
] as const;

const FOR_PLAYERS = [
  'Sign in, or continue as a guest.',
  'Enter the party code, or open the link or scan the QR code from the host.',
  'Wait in the lobby while the host sets up, then pick your team.',
  "When it's your team's turn, type a guess before the timer runs out.",
] as const;

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div>
      <h3 className="text-lg font-bold">{title}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-200">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

/** /online: the how-it-works section for hosts and players. */
export function HowItWorks() {
  return (
    <Card className="mt-5">
      <CardTitle>How it works</CardTitle>
      <div className="mt-3 grid gap-5 md:grid-cols-2">
        <Steps title="For hosts" steps={FOR_HOSTS} />
        <Steps title="For players" steps={FOR_PLAYERS} />
      </div>
    </Card>
  );
}
