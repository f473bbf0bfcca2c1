import { Card, Spinner } from '../../ui';

/** What a player sees while the host decides (ROLE-2: non-hosts see waiting screens). */
export function WaitingCard({ message }: { message: string }) {
  return (
    <Card className="text-center">
      <Spinner label={message} className="py-6" />
    </Card>
  );
}
