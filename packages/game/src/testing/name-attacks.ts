import { nameMessages, type NameKind } from '../names';

/**
 * The deceiving names the name rule refuses (NAME-2 to NAME-4; accents and letters typed apart
 * around a role word), each with what the name rule answers: shared by the rule's unit tests
 * and the server's regression tests, which try them through the API.
 */
export const REFUSED_NAMES = [
  { attack: 'zero-width spaces only', name: '\u200B\u200B', error: 'invisible' },
  { attack: 'Braille blank U+2800', name: '\u2800\u2800', error: 'invisible' },
  { attack: 'Hangul filler U+3164', name: '\u3164', error: 'invisible' },
  { attack: 'Hangul fillers U+115F U+1160', name: '\u115F\u1160', error: 'invisible' },
  { attack: 'halfwidth Hangul filler U+FFA0', name: '\uFFA0', error: 'invisible' },
  { attack: 'a zero-width space inside', name: 'Al\u200Bex', error: 'invisible' },
  { attack: 'right-to-left override', name: '\u202Etsoh evil', error: 'invisible' },
  { attack: 'right-to-left isolate', name: 'Bob \u2067tsoH\u2069', error: 'invisible' },
  { attack: 'NUL', name: 'Bob\u0000', error: 'invisible' },
  { attack: 'BEL', name: 'Bob\u0007', error: 'invisible' },
  { attack: 'a newline', name: 'Bob\nMarley', error: 'invisible' },
  { attack: 'a line separator', name: 'Bob\u2028Marley', error: 'invisible' },
  { attack: 'crown and role', name: '👑 Name (Host)', error: 'crown' },
  { attack: 'the role word', name: 'live Host', error: 'host' },
  { attack: 'the role word in brackets', name: 'Alex (Host)', error: 'host' },
  { attack: 'the role word with a Cyrillic o', name: 'H\u043Est', error: 'host' },
  { attack: 'the role word in fullwidth letters', name: 'ｈｏｓｔ', error: 'host' },
  { attack: 'the role word in small capitals', name: 'ʜᴏsᴛ', error: 'host' },
  { attack: 'the role word with a combining accent', name: 'Ho\u0301st', error: 'host' },
  {
    attack: 'the role word with a stroke through it',
    name: 'H\u0336o\u0336s\u0336t',
    error: 'host',
  },
  { attack: 'the role word spelled apart', name: 'A d m i n', error: 'admin' },
  { attack: 'the role word dotted apart', name: 'Team H.O.S.T.', error: 'host' },
  { attack: 'the "(You)" marker', name: 'Alex (You)', error: 'you' },
  { attack: 'symbols only', name: '★ ~ ★ !', error: 'letter' },
] as const;

/** Look-alikes of "Alex": each must count as the same name. */
export const ALEX_LOOK_ALIKES = [
  'Alex',
  'alex',
  'ALEX',
  '\u0410lex', // Cyrillic А
  'Al\u0435x', // Cyrillic е
  'A\u04CFex', // Cyrillic palochka for l
  'Ａｌｅｘ', // fullwidth
  ' Alex ',
  'Ale\u0301x', // a combining accent
  'A\u0308lex', // a combining diaeresis, composed by NFKC to Ä
] as const;

export type NameAttack = (typeof REFUSED_NAMES)[number];

/** The message the name rule refuses `attack` with, for a display name or a team name. */
export function refusalOf(attack: NameAttack, kind: NameKind = 'display'): string {
  const messages = nameMessages(kind);
  switch (attack.error) {
    case 'invisible':
      return messages.invisible;
    case 'crown':
      return messages.roleWord('👑');
    case 'host':
      return messages.roleWord('Host');
    case 'admin':
      return messages.roleWord('Admin');
    case 'you':
      return messages.roleWord('(You)');
    case 'letter':
      return messages.noLetterOrDigit;
  }
}
