import { describe, expect, it } from 'vitest';
import { HealthResponse, UpdateProfileRequest, User } from './http';

const guest = {
  uid: 'u1',
  displayName: 'Clever Otter 42',
  email: null,
  photoURL: null,
  emailVerified: false,
  createdAt: '2026-11-22T00:00:00.000Z',
  lastSignInAt: '2026-11-22T00:00:00.000Z',
  isGuest: true,
};

describe('User as seen by the app', () => {
  it('[AUTH-2] accepts a guest with null email and photo', () => {
    expect(User.safeParse(guest).success).toBe(true);
  });

  it('[AUTH-2] refuses a user without a guest flag', () => {
    const { isGuest: _omitted, ...withoutFlag } = guest;
    expect(User.safeParse(withoutFlag).success).toBe(false);
  });
});

describe('HTTP request schemas', () => {
  it('[NAME-2] refuses an oversized display name body before it reaches a rule', () => {
    expect(UpdateProfileRequest.safeParse({ displayName: 'x'.repeat(201) }).success).toBe(false);
  });

  it('[NAME-2] refuses a non-string display name', () => {
    expect(UpdateProfileRequest.safeParse({ displayName: 42 }).success).toBe(false);
  });

  it('names the storage in use in the health response', () => {
    expect(
      HealthResponse.parse({ status: 'ok', version: '0.1.0', storage: 'sqlite' }).storage,
    ).toBe('sqlite');
  });
});
