import { describe, expect, it } from 'vitest';
import { displayNameFor } from './google-account';

describe("displayNameFor (the users record's displayName)", () => {
  it('[AUTH-3] uses the name, else the email prefix, else "User"', () => {
    expect(displayNameFor({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayNameFor({ name: undefined, email: 'ada.l@example.com' })).toBe('ada.l');
    expect(displayNameFor({ name: undefined, email: undefined })).toBe('User');
  });

  it('[AUTH-3][NAME-3][NAME-4] skips a name the name rule refuses: the email prefix, else "User"', () => {
    expect(displayNameFor({ name: '\u202Etsoh evil', email: 'eve@example.com' })).toBe('eve');
    expect(displayNameFor({ name: '👑 Eve (Host)', email: 'host@example.com' })).toBe('User');
    expect(displayNameFor({ name: ' Ｅve\u00A0 Smith ', email: undefined })).toBe('Eve Smith');
  });

  it('[AUTH-3][NAME-2] keeps names within the 40-character limit', () => {
    expect(displayNameFor({ name: 'n'.repeat(60), email: undefined })).toHaveLength(40);
  });
});
