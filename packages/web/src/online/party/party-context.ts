import { useOutletContext } from 'react-router';
import type { PartyView } from '@trivia/protocol';
import type { Realtime } from '../connection';

export type PartyMember = PartyView['members'][number];

/** What the party layout hands each party screen (react-router outlet context). */
export interface PartyOutletContext {
  code: string;
  view: PartyView;
  send: Realtime['send'];
  isHost: boolean;
  /** The viewer's own member entry. */
  me: PartyMember | undefined;
}

export function usePartyOutlet(): PartyOutletContext {
  return useOutletContext<PartyOutletContext>();
}

export function partyPath(code: string, screen: string): string {
  return `/party/${code}/${screen}`;
}
