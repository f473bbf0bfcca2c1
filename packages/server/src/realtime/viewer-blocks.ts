import { viewerInfo, type PartyState, type ViewerInfo } from '@trivia/game';
import { trimOldest, use } from '../recently-used';

/** A viewer's own block of a party view, and its JSON (compared to what they last got). */
export interface ViewerBlock {
  info: ViewerInfo;
  text: string;
}

/** Parties kept (the least recently asked go first). */
const MAX_PARTIES = 20_000;

/** The state a party's blocks were worked out for. */
interface Blocks {
  state: PartyState;
  blocks: Map<string, ViewerBlock>;
  /** The blocks worked out for the state before, reused where a viewer's is unchanged. */
  before: Map<string, ViewerBlock> | null;
}

/**
 * Whether every viewer block is the same in both (see viewerInfo: members, host, quizmaster,
 * status, topic, and the survey: SURVEY-9, SURVEY-10).
 */
function sameViewerInputs(a: PartyState, b: PartyState): boolean {
  return (
    a === b ||
    (a.members === b.members &&
      a.party.hostId === b.party.hostId &&
      a.party.quizmasterId === b.party.quizmasterId &&
      a.party.topicOwnerId === b.party.topicOwnerId &&
      a.party.status === b.party.status &&
      a.party.topic === b.party.topic &&
      a.party.survey === b.party.survey)
  );
}

/**
 * Each viewer's block, worked out once per party while what it depends on is unchanged
 * (docs/PERFORMANCE.md): a guess changes none of it, so its fan-out to 30 members reads 30 kept blocks
 * instead of searching the member list and writing JSON 30 times. The states are the rules'
 * immutable objects, so "unchanged" is "the same objects". When the inputs change (a member
 * comes online, a team is chosen) most viewers' blocks read the same as before: the kept
 * block is reused, so the new copy dies young instead of the kept one being replaced, which
 * would leave old-space garbage for a mark-compact (docs/performance-history.md, fifth pass).
 */
export class ViewerBlocks {
  readonly #parties = new Map<string, Blocks>();

  of(state: PartyState, viewerId: string): ViewerBlock {
    const { code } = state.party;
    let party = this.#parties.get(code);
    if (party === undefined || !sameViewerInputs(party.state, state)) {
      party = { state, blocks: new Map(), before: party?.blocks ?? null };
      use(this.#parties, code, party);
      trimOldest(this.#parties, MAX_PARTIES);
    } else {
      party.state = state;
    }
    let block = party.blocks.get(viewerId);
    if (block === undefined) {
      const info = viewerInfo(state, viewerId);
      const text = JSON.stringify(info);
      const kept = party.before?.get(viewerId);
      block = kept?.text === text ? kept : { info, text };
      party.blocks.set(viewerId, block);
    }
    return block;
  }

  /** The party is gone. */
  forget(code: string): void {
    this.#parties.delete(code);
  }
}
