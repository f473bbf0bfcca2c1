import type { User } from '@trivia/protocol';
import type { UserRecord } from '../storage/users';

/** The user as the app sees them: guests have null email and photo. */
export function toUserDto(user: UserRecord): User {
  return {
    uid: user.id,
    displayName: user.displayName,
    email: user.isGuest ? null : (user.email ?? ''),
    photoURL: user.isGuest ? null : (user.photoUrl ?? ''),
    emailVerified: user.emailVerified,
    createdAt: new Date(user.createdAt).toISOString(),
    lastSignInAt: new Date(user.lastSignInAt).toISOString(),
    isGuest: user.isGuest,
  };
}
