import { MY_TOPICS_LIMIT_ERRORS } from '@trivia/protocol';
import type { StorageLimits } from '../config/storage-limits';
import { AddressBudget, tryAgainIn } from '../http/address-budget';
import { HttpError } from '../http/http-error';
import { accountBytes } from '../storage/account-usage';
import type { StorageKind } from '../storage/storage-port';
import type { Db } from '../storage/schema';

/** Who writes: the account whose topics change, and the address the request came from. */
export interface Writer {
  userId: string;
  address: string;
}

const HOUR_MS = 3_600_000;

/**
 * What one account and one address may store in My Topics (TOPIC-4). A write runs
 * in its owner's transaction; when it made the account bigger, the account must stay within
 * its bytes and the address within its bytes per hour, or the write is undone.
 */
export class StorageQuota {
  readonly #perAddress: AddressBudget;

  constructor(
    readonly limits: StorageLimits,
    private readonly kind: StorageKind,
    private readonly now: () => number,
  ) {
    this.#perAddress = new AddressBudget(limits.bytesPerAddressPerHour, HOUR_MS);
  }

  async bounded<T>(trx: Db, writer: Writer, work: () => Promise<T>): Promise<T> {
    const before = await accountBytes(trx, this.kind, writer.userId);
    const result = await work();
    const after = await accountBytes(trx, this.kind, writer.userId);
    if (after <= before) return result;
    if (after > this.limits.bytesPerAccount) {
      throw new HttpError(409, MY_TOPICS_LIMIT_ERRORS.tooManyBytes(this.limits.bytesPerAccount));
    }
    const retryInMs = this.#perAddress.take(writer.address, after - before, this.now());
    if (retryInMs > 0) {
      throw new HttpError(
        429,
        `Too many changes to topics from your network. ${tryAgainIn(retryInMs)}`,
      );
    }
    return result;
  }
}
