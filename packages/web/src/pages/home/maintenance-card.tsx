import { plural } from '@trivia/game';
import { useState } from 'react';
import type { User } from '@trivia/protocol';
import { Button, Card, Message } from '../../ui';
import { clearExpiredParties } from '../../auth/auth-api';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** "Cleared N expired party" / "Cleared N expired parties" (the product's exact strings). */
export function clearedMessage(deleted: number): string {
  return `Cleared ${deleted} expired ${plural(deleted, 'party', 'parties')}`;
}

/** AUTH-5, PARTY-5: Clear Expired Parties for Google users; a note for guests. */
export function MaintenanceCard({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const clear = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { deleted } = await clearExpiredParties();
      setOutcome({ tone: 'success', text: clearedMessage(deleted) });
    } catch (error) {
      console.error('Failed to clear expired parties', error);
      setOutcome({ tone: 'error', text: 'Failed to clear expired parties. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="flex flex-col gap-3" aria-labelledby="maintenance-title">
      <h2 id="maintenance-title" className="text-lg font-bold">
        Database Maintenance
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Parties expire 2 hours after they are created. Remove the expired ones now.
      </p>
      {user.isGuest ? (
        <Message tone="info">Sign in with Google to access this feature</Message>
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void clear()}
        >
          {busy ? 'Clearing...' : 'Clear Expired Parties'}
        </Button>
      )}
      {outcome ? <Message tone={outcome.tone}>{outcome.text}</Message> : null}
    </Card>
  );
}
