import { describe, expect, it } from 'vitest';
import { nameTakenNotice } from './lobby-head';

describe('a name taken in the party is said clearly', () => {
  it('[NAME-7] says so when the party numbered the name asked for', () => {
    expect(nameTakenNotice(' Sam ', 'Sam (2)')).toBe(
      '"Sam" is already taken in this party, so you are "Sam (2)" here. You can change your name in your profile.',
    );
  });

  it('says nothing when the name is the one asked for, or nothing was asked', () => {
    expect(nameTakenNotice('Sam', 'Sam')).toBeNull();
    expect(nameTakenNotice('Agent (7)', 'Agent (7)')).toBeNull();
    expect(nameTakenNotice(undefined, 'Sam (2)')).toBeNull();
    expect(nameTakenNotice('Sam', undefined)).toBeNull();
  });
});
