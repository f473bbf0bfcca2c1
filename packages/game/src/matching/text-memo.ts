/** Texts remembered per memo before it starts again: a few hundred KB at most. */
const MAX_TEXTS = 4096;

/**
 * A pure function of a text, remembered: matching a guess reads every name of
 * every answer several ways, and the same names come back with each guess of a game. The
 * memo forgets everything once it holds MAX_TEXTS texts, so any input stays bounded. Values
 * are shared between callers, so they must not be changed (arrays are frozen).
 */
export function memoByText<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const remembered = known.get(text);
    if (remembered !== undefined) return remembered;
    const value = read(text);
    if (known.size >= MAX_TEXTS) known.clear();
    known.set(text, Array.isArray(value) ? (Object.freeze(value) as T) : value);
    return value;
  };
}
