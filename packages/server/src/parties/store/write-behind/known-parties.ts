import type { CommandKey, PartyHead } from '../../../storage/parties';
import { SERVER_ACTOR } from '../../../storage/command-ledger';
import { trimOldest, use } from '../../../recently-used';

/** Parties whose ledger is known (the least recently used are forgotten first). */
const MAX_LEDGERS = 20_000;
/** Command keys known of one party; past this many its ledger is read again, command by command. */
export const MAX_KEYS_PER_PARTY = 4096;

interface KnownLedger {
  createdAt: number;
  /** A hash of each command key in the party's ledger (a collision only costs a read). */
  keys: Set<number>;
}

/**
 * SQLite: what the party engine knows of its rows without reading them, so that a
 * command reads nothing from the database (docs/performance-history.md, fourteenth and fifteenth
 * passes: the read was a tenth of the time from a guess to its screens).
 *
 * *Heads.* The file is one process's (OPERATIONS.md), and the engine's changes reach it
 * through the write-behind. So between two uses of the connection by anyone else (an HTTP
 * request, the expiry sweep, party creation: `forgetHeads`), the head of the latest state the
 * engine made of a party, or read from its row holding the connection, is its row's head.
 *
 * *Ledgers.* For a party made by this process, every command key in its ledger went through
 * here: its creation's, then each change's (the turn timer's own keys, which it writes in its
 * own transaction, are never looked up here). A key not among them was never applied, and
 * needs no read; one among them (a command sent again) is read from the ledger as before.
 */
export class KnownParties {
  readonly #heads = new Map<string, PartyHead>();
  readonly #ledgers = new Map<string, KnownLedger>();

  /** The row's head of the party, when known. */
  head(code: string): PartyHead | undefined {
    return this.#heads.get(code);
  }

  /** The party's row is at `head` (null: gone). */
  setHead(code: string, head: PartyHead | null): void {
    if (head === null) {
      this.#heads.delete(code);
      this.#ledgers.delete(code);
    } else {
      this.#heads.set(code, { version: head.version, createdAt: head.createdAt });
    }
  }

  /** The party's row moved outside the write-behind (a turn's time-out): read it again. */
  forgetHead(code: string): void {
    this.#heads.delete(code);
  }

  /** Someone else used the database: any row may have changed. */
  forgetHeads(): void {
    this.#heads.clear();
  }

  /** This process made the party, with the command `key`: its whole ledger is known. */
  born(code: string, createdAt: number, key: CommandKey): void {
    use(this.#ledgers, code, { createdAt, keys: new Set([keyHash(key)]) });
    trimOldest(this.#ledgers, MAX_LEDGERS);
  }

  /** A command of the party was applied under `key`. */
  applied(code: string, createdAt: number, key: CommandKey): void {
    const ledger = this.#ledgerOf(code, createdAt);
    if (ledger === undefined) return;
    ledger.keys.add(keyHash(key));
    if (ledger.keys.size > MAX_KEYS_PER_PARTY) this.#ledgers.delete(code);
  }

  /** True when `key` is surely not in the party's ledger; false when it may be (read it). */
  isNew(code: string, createdAt: number, key: CommandKey): boolean {
    if (key.actorId === SERVER_ACTOR) return false;
    const ledger = this.#ledgerOf(code, createdAt);
    return ledger !== undefined && !ledger.keys.has(keyHash(key));
  }

  #ledgerOf(code: string, createdAt: number): KnownLedger | undefined {
    const ledger = this.#ledgers.get(code);
    return ledger?.createdAt === createdAt ? ledger : undefined;
  }
}

/** FNV-1a (32 bits) of the key's actor and command id. */
export function keyHash(key: CommandKey): number {
  let hash = 0x811c9dc5;
  hash = mix(hash, key.actorId);
  hash = Math.imul(hash ^ 0x0a, 0x01000193);
  return mix(hash, key.commandId) >>> 0;
}

function mix(start: number, text: string): number {
  let hash = start;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash;
}
