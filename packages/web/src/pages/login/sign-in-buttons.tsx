import { useId, type ReactNode } from 'react';
import { Button } from '../../ui';

export interface SignInButtonsProps {
  /** No network: both ways in wait (the page says "You're offline"). */
  offline: boolean;
  googleEnabled: boolean;
  googleReason: string | null;
  googlePending: boolean;
  guestBusy: boolean;
  onGoogle: () => void;
  onGuest: () => void;
  /** The guest's name field, just above "Continue as Guest". */
  guestName?: ReactNode;
}

/** The two ways in. Google stays visible when disabled, with the server's reason under it. */
export function SignInButtons(props: SignInButtonsProps) {
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        disabled={props.offline || !props.googleEnabled || props.googlePending}
        aria-busy={props.googlePending}
        aria-describedby={props.googleReason ? reasonId : undefined}
        onClick={props.onGoogle}
      >
        <GoogleMark />
        {props.googlePending ? 'Waiting for Google...' : 'Sign in with Google'}
      </Button>
      {props.googleReason ? (
        <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-400">
          {props.googleReason}
        </p>
      ) : null}
      {props.guestName}
      <Button
        size="lg"
        variant="secondary"
        disabled={props.offline || props.guestBusy}
        aria-busy={props.guestBusy}
        onClick={props.onGuest}
      >
        Continue as Guest
      </Button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5 rounded-full bg-white p-0.5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.5 0 20.1 0 24s1 7.5 2.7 10.7l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
