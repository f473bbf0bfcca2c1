/**
 * The character classes of the name rule: what can hide in a name or pose as
 * blank space. Kept apart so the rule and the skeleton share them.
 */

/**
 * Invisible or unsafe anywhere in a name: control (Cc), format (Cf: zero-width characters,
 * bidi overrides and isolates), private-use, surrogate and unassigned code points, line and
 * paragraph separators, every default-ignorable code point (Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0, variation selectors, tags) and the Braille blank U+2800, which draws nothing.
 */
export const INVISIBLE_CHARACTER =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** The same, for removal: what a look-alike comparison ignores (whitespace is folded apart). */
export const INVISIBLE_NON_SPACE =
  /[\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Default_Ignorable_Code_Point}\u2800]|(?!\s)\p{Cc}/gu;

/**
 * Emoji presentation selectors (VS15, VS16): they only choose how a symbol is drawn ("❤️"),
 * so a name drops them instead of being refused.
 */
export const PRESENTATION_SELECTOR = /[\uFE0E\uFE0F]/gu;

/** A run of whitespace of any kind, folded to one space. */
export const WHITESPACE_RUN = /\s+/gu;

/** A visible letter or digit of any script: a name needs at least one. */
export const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Separates the words of a name (its skeleton), for the role-word check. */
export const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/**
 * Latin small capitals ("ʜᴏsᴛ"), which Unicode's confusables data does not map to the letters
 * they imitate: folded to those letters before the skeleton is taken.
 */
const SMALL_CAPITALS = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ';
const THEIR_LETTERS = 'abcdefghijklmnopqrstuvwyz'; // Unicode has no small capital X

/** "ʜᴏsᴛ" → "host". */
export function foldSmallCapitals(text: string): string {
  let folded = '';
  for (const character of text) {
    const at = SMALL_CAPITALS.indexOf(character);
    folded += at === -1 ? character : THEIR_LETTERS.charAt(at);
  }
  return folded;
}
