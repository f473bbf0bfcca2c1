import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function Opener({ onDismiss }: { onDismiss: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalDialog
          title="Leave?"
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
          actions={
            <>
              <button type="button">Stay</button>
              <button type="button">Leave</button>
            </>
          }
        >
          Are you sure?
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('ModalDialog (Radix Dialog)', () => {
  it('is named by its title, described by its message, and focuses its first button', async () => {
    render(<Opener onDismiss={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Are you sure?');
    expect(document.activeElement?.textContent).toBe('Stay');
  });

  it('keeps Tab inside and returns focus to the opener on Escape', async () => {
    const onDismiss = vi.fn();
    render(<Opener onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Leave');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Stay');
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
