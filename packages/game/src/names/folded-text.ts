/**
 * A text read the way a filter should read it: accents and other combining marks
 * dropped ("Hóst" with a combining accent is "Host"), compatibility forms spelled out (NFKD:
 * "ﬁ" is "fi"), and letters typed apart joined ("f u c k", "f.u.c.k", "A d m i n").
 * Each UTF-16 unit of the result remembers where its character was in the original, so
 * what a filter finds in the folded text can be masked in the original.
 */
export interface FoldedText {
  text: string;
  /** For each UTF-16 unit of `text`: where its source character starts in the original. */
  from: readonly number[];
  /** For each UTF-16 unit of `text`: where its source character ends (exclusive). */
  to: readonly number[];
}

/** Combining marks: accents, and the marks stacked on letters to disguise them. */
const COMBINING_MARK = /\p{M}/gu;

/**
 * What people type between the letters of a word they spell apart: spaces and punctuation
 * that is never a letter in leet-speak ("$", "@", "!", "1" and "0" stand for letters).
 */
const SEPARATOR = /^[\s._\-\u2010-\u2015·•,;:'"`*~/\\|+=^]$/u;

interface Unit {
  character: string;
  start: number;
  end: number;
}

/** One unit per code point of the NFKD form of each original character, marks dropped. */
function unitsOf(original: string): Unit[] {
  const units: Unit[] = [];
  let start = 0;
  for (const character of original) {
    const end = start + character.length;
    const spelled = character.normalize('NFKD').replace(COMBINING_MARK, '');
    for (const part of spelled) units.push({ character: part, start, end });
    start = end;
  }
  return units;
}

/**
 * The units with the separators between single letters removed: a run of two or more
 * one-character words ("f u c k", "J. R. R.") is written together ("fuck", "JRR.").
 */
function joinSpacedLetters(units: readonly Unit[]): Unit[] {
  const isSeparator = units.map((unit) => SEPARATOR.test(unit.character));
  const single = (at: number) =>
    at >= 0 &&
    at < units.length &&
    !isSeparator[at] &&
    (at === 0 || isSeparator[at - 1] === true) &&
    (at === units.length - 1 || isSeparator[at + 1] === true);
  const kept: Unit[] = [];
  let lastSingle = -1;
  for (let at = 0; at < units.length; at += 1) {
    const unit = units[at] as Unit;
    if (!isSeparator[at]) {
      if (single(at)) lastSingle = at;
      kept.push(unit);
      continue;
    }
    // A separator goes when a single letter came just before its run and one comes after.
    let next = at;
    while (next < units.length && isSeparator[next]) next += 1;
    const joins = lastSingle === at - 1 && single(next);
    if (!joins) kept.push(...units.slice(at, next));
    at = next - 1;
  }
  return kept;
}

/** `original` folded for a filter (see FoldedText). */
export function foldText(original: string): FoldedText {
  const units = joinSpacedLetters(unitsOf(original));
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (const unit of units) {
    text += unit.character;
    for (let i = 0; i < unit.character.length; i += 1) {
      from.push(unit.start);
      to.push(unit.end);
    }
  }
  return { text, from, to };
}
