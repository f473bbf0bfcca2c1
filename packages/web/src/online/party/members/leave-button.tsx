import { useState } from 'react';
import { Button, ModalDialog } from '../../../ui';

/** What leaving asks the host and the others (the product's exact strings). */
export const LEAVE_CONFIRM_HOST =
  'Are you sure you want to leave? This will transfer host to another member.';
export const LEAVE_CONFIRM = 'Are you sure you want to leave the party?';

/**
 * The member panel's "Leave & Transfer Host" for the host, "Leave Party" for others,
 * confirmed in the app's own dialog, whose focus starts on staying.
 */
export function LeaveButton({ isHost, onLeave }: { isHost: boolean; onLeave: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const label = isHost ? 'Leave & Transfer Host' : 'Leave Party';
  return (
    <>
      <Button variant="danger-quiet" className="mt-3 w-full" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      {confirming ? (
        <ModalDialog
          title={label}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Stay
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  onLeave();
                }}
              >
                Leave
              </Button>
            </>
          }
        >
          {isHost ? LEAVE_CONFIRM_HOST : LEAVE_CONFIRM}
        </ModalDialog>
      ) : null}
    </>
  );
}
