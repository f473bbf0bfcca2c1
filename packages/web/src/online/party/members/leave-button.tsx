import { Button } from '../../../ui';

/** SPEC §6: what leaving asks the host and the others. */
export const LEAVE_CONFIRM_HOST =
  'Are you sure you want to leave? This will transfer host to another member.';
export const LEAVE_CONFIRM = 'Are you sure you want to leave the party?';

/** SPEC §2 Member panel: "Leave & Transfer Host" for the host, "Leave Party" for others. */
export function LeaveButton({ isHost, onLeave }: { isHost: boolean; onLeave: () => void }) {
  const leave = () => {
    if (window.confirm(isHost ? LEAVE_CONFIRM_HOST : LEAVE_CONFIRM)) onLeave();
  };
  return (
    <Button variant="danger" className="mt-3 w-full" onClick={leave}>
      {isHost ? 'Leave & Transfer Host' : 'Leave Party'}
    </Button>
  );
}
