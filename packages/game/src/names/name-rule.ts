import {
  INVISIBLE_CHARACTER,
  LETTER_OR_DIGIT,
  PRESENTATION_SELECTOR,
  WHITESPACE_RUN,
  WORD_SEPARATOR,
} from './name-characters';
import { foldText } from './folded-text';
import { nameSkeleton } from './name-skeleton';
import { isProfane } from './profanity';

/** A display name and a team name are at most 40 characters (UTF-16 units, after NFKC). */
export const NAME_MAX_LENGTH = 40;

/** Which name is checked: the error messages name it. */
export type NameKind = 'display' | 'team';

/**
 * Words a name may not use, in any case or look-alike spelling: they are what the party
 * screens show next to a name to mark a role ("Host", the crown, "(You)") or could pass for
 * one. A whole word only: "Ghost" and "Hostess" are fine, "Co-Host" is not; the words of
 * "Big Screen" count written apart or together.
 */
export const ROLE_WORDS = ['Host', 'Admin', 'Administrator', 'Moderator', 'Big Screen'] as const;

/** Marks of the member list that a name may not carry: the host's crown and "(You)". */
export const ROLE_MARKS = ['👑', '♔', '♕', '♚', '♛', '(You)'] as const;

export type NameResult = { ok: true; name: string } | { ok: false; error: string };

const SUBJECT: Record<NameKind, string> = { display: 'Display name', team: 'Team name' };

/** The errors of the name rule; "Display name cannot be empty" is the profile's product string. */
export function nameMessages(kind: NameKind) {
  const subject = SUBJECT[kind];
  return {
    empty: `${subject} cannot be empty`,
    tooLong: `${subject} must be at most ${NAME_MAX_LENGTH} characters`,
    invisible: `${subject} cannot contain invisible, control or formatting characters`,
    noLetterOrDigit: `${subject} must contain at least one letter or digit`,
    roleWord: (word: string) => `${subject} cannot contain "${word}"`,
    profane: `${subject} contains a word that is not allowed. Please choose another.`,
  };
}

function skeletonsOfRoles() {
  return {
    words: ROLE_WORDS.map((word) => ({ word, parts: nameSkeleton(word).split(WORD_SEPARATOR) })),
    marks: ROLE_MARKS.map((mark) => ({ mark, skeleton: nameSkeleton(mark) })),
  };
}
// Marked pure so that a bundle not using the rule leaves it (and the confusables data) out.
const ROLE_SKELETONS = /* @__PURE__ */ skeletonsOfRoles();

/**
 * The role word or mark `name` uses, compared by skeleton; null when none. The name is
 * folded first: accents dropped and letters typed apart joined, so "Ho\u0301st"
 * and "A d m i n" are read as "Host" and "Admin".
 */
function roleWordIn(name: string): string | null {
  const skeleton = nameSkeleton(foldText(name).text);
  const squeezed = skeleton.replace(WHITESPACE_RUN, '');
  const mark = ROLE_SKELETONS.marks.find((m) => squeezed.includes(m.skeleton));
  if (mark !== undefined) return mark.mark;
  const words = skeleton.split(WORD_SEPARATOR).filter((word) => word !== '');
  const found = ROLE_SKELETONS.words.find(
    ({ parts }) =>
      words.includes(parts.join('')) ||
      words.some((_, start) => parts.every((part, offset) => words[start + offset] === part)),
  );
  return found?.word ?? null;
}

export interface NameOptions {
  /** The host's choice for an adult party: profane words are allowed. */
  allowProfanity?: boolean;
}

/**
 * The one name rule for display names and team names (NAME-1 to NAME-5): NFKC,
 * emoji presentation selectors dropped, whitespace folded and trimmed; then refused when
 * empty, longer than 40, holding an invisible, control, format or bidi character (a
 * Braille or Hangul blank too), without a letter or digit, claiming a role, or (unless
 * allowed) holding a profane word. Returns the name to store, or the error in
 * plain English.
 */
export function normalizeName(
  raw: string,
  kind: NameKind = 'display',
  options: NameOptions = {},
): NameResult {
  const messages = nameMessages(kind);
  const unified = raw.replace(PRESENTATION_SELECTOR, '').normalize('NFKC');
  if (INVISIBLE_CHARACTER.test(unified)) return { ok: false, error: messages.invisible };
  const name = unified.replace(WHITESPACE_RUN, ' ').trim();
  if (name === '') return { ok: false, error: messages.empty };
  if (name.length > NAME_MAX_LENGTH) return { ok: false, error: messages.tooLong };
  if (!LETTER_OR_DIGIT.test(name)) return { ok: false, error: messages.noLetterOrDigit };
  const role = roleWordIn(name);
  if (role !== null) return { ok: false, error: messages.roleWord(role) };
  if (options.allowProfanity !== true && isProfane(name)) {
    return { ok: false, error: messages.profane };
  }
  return { ok: true, name };
}
