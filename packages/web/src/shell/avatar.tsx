import { useState } from 'react';
import type { User } from '@trivia/protocol';
import { cx } from '../ui';

const TILE_COLOURS = [
  'bg-rose-600',
  'bg-amber-700',
  'bg-emerald-700',
  'bg-sky-700',
  'bg-violet-600',
  'bg-fuchsia-700',
] as const;

function tileColour(seed: string): string {
  let hash = 0;
  for (let i = 0; i < seed.length; i++) hash = (hash * 31 + seed.charCodeAt(i)) | 0;
  return TILE_COLOURS[Math.abs(hash) % TILE_COLOURS.length]!;
}

export interface AvatarProps {
  user: Pick<User, 'uid' | 'displayName' | 'photoURL'>;
  size?: 'sm' | 'lg';
}

/** The navbar's avatar: the photo, or the first letter of the display name on a coloured tile. */
export function Avatar({ user, size = 'sm' }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const box = size === 'lg' ? 'size-16 text-2xl' : 'size-9 text-base';
  if (user.photoURL && !broken) {
    return (
      <img
        src={user.photoURL}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={cx(box, 'shrink-0 rounded-full object-cover')}
      />
    );
  }
  const letter = (user.displayName.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-letter"
      className={cx(
        box,
        tileColour(user.uid),
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white',
      )}
    >
      {letter}
    </span>
  );
}
