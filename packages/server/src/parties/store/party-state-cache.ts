import type { PartyState } from '@trivia/game';
import type { PartyHead } from '../../storage/parties';
import { trimOldest, use } from '../../recently-used';

/** Parties kept (the least recently used go first): a party's state is a few KB. */
const MAX_PARTIES = 20_000;

/**
 * The last committed state of each party this instance wrote or read, so that a command
 * does not read and parse the whole state row again (docs/PERFORMANCE.md). The
 * database stays the truth: an entry is used only when the row's head (version and
 * creation time, read in the command's own transaction) is the one it was stored under,
 * so a change made by another instance, or a party deleted and made again under the same
 * code, is read from the row. Entries are stored only after their commit.
 *
 * States are shared, never copied: the rules are pure and return new objects. Under test
 * (`freeze`) every stored state is deep-frozen, so code that would change one throws.
 */
export class PartyStateCache {
  readonly #parties = new Map<string, { head: PartyHead; state: PartyState }>();
  readonly #freeze: boolean;
  readonly #max: number;

  constructor(options: { freeze?: boolean; max?: number } = {}) {
    this.#freeze = options.freeze ?? false;
    this.#max = options.max ?? MAX_PARTIES;
  }

  /** The state stored for exactly this head, or undefined. */
  get(code: string, head: PartyHead): PartyState | undefined {
    const entry = this.#parties.get(code);
    if (entry === undefined) return undefined;
    if (entry.head.version !== head.version || entry.head.createdAt !== head.createdAt) {
      this.#parties.delete(code);
      return undefined;
    }
    // Most recently used last.
    use(this.#parties, code, entry);
    return entry.state;
  }

  /** A committed state (or one read from its row). */
  set(state: PartyState): void {
    const { code, version, createdAt } = state.party;
    if (this.#freeze) deepFreeze(state);
    use(this.#parties, code, { head: { version, createdAt }, state });
    trimOldest(this.#parties, this.#max);
  }

  /** The party was deleted. */
  delete(code: string): void {
    this.#parties.delete(code);
  }

  get size(): number {
    return this.#parties.size;
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
