import { ApiError, apiRequest } from '../../api/http';

/** OFF-9: Finished offline games not yet counted by the server (this device was offline). */
export const PENDING_RECORDS_KEY = 'trivia.offline.pendingRecords';

export interface OfflineGameRecord {
  id: string;
  topicTitle: string;
  finishedAt: string;
  /** WIN-3: The winning teams (each top team on a tie for first). */
  winners?: string[];
}

function readPending(): OfflineGameRecord[] {
  try {
    const raw = JSON.parse(localStorage.getItem(PENDING_RECORDS_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as OfflineGameRecord[]) : [];
  } catch {
    return [];
  }
}

function writePending(records: readonly OfflineGameRecord[]): void {
  try {
    if (records.length === 0) localStorage.removeItem(PENDING_RECORDS_KEY);
    else localStorage.setItem(PENDING_RECORDS_KEY, JSON.stringify(records));
  } catch {
    // Full or blocked storage: the game is not counted, which must not stop the party.
  }
}

/**
 * Sends the finished games that wait, oldest first; a game the server answered (counted, or
 * refused: no user) is done, a network failure leaves the rest for the next time.
 */
export async function flushOfflineGameRecords(): Promise<void> {
  for (const record of readPending()) {
    try {
      await apiRequest<void>('/api/me/offline-games', { method: 'POST', body: record });
    } catch (err) {
      if (!(err instanceof ApiError)) return;
    }
    writePending(readPending().filter((r) => r.id !== record.id));
  }
}

/**
 * OFF-9: A finished offline game counts in the signed-in host's games played. It is kept
 * on the device until the server has it, so a game finished with no network counts later.
 */
export function recordOfflineGame(topicTitle: string, finishedAt: Date, winners: string[]): void {
  const record: OfflineGameRecord = {
    id: crypto.randomUUID(),
    topicTitle,
    finishedAt: finishedAt.toISOString(),
    winners,
  };
  writePending([...readPending(), record]);
  void flushOfflineGameRecords();
}
