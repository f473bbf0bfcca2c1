import type { PartyLookupResponse } from '@trivia/protocol';
import { apiRequest } from '../api/http';

/** What Home says under the code box when no party can be joined with it. */
export function noPartyText(code: string): string {
  return `No party with code ${code}`;
}

/** Whether a join with `code` would be accepted, asked before anything is made (read-only). */
export async function isJoinable(code: string): Promise<boolean> {
  const body = await apiRequest<PartyLookupResponse>(
    `/api/parties/${encodeURIComponent(code)}/joinable`,
  );
  return body.joinable;
}
