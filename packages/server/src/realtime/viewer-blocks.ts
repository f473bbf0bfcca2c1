import { viewerInfo, type PartyState, type ViewerInfo } from '@trivia/game';

/** A viewer's own block of a party view, and its JSON (compared to what they last got). */
export interface ViewerBlock {
  info: ViewerInfo;
  text: string;
}

/** Parties kept (the least recently asked go first). */
const MAX_PARTIES = 20_000;

/** What every viewer block depends on (see viewerInfo): the members, host, quizmaster, status, topic. */
type Inputs = readonly [
  PartyState['members'],
  string,
  string | null,
  PartyState['party']['status'],
  PartyState['party']['topic'],
];

function inputsOf(state: PartyState): Inputs {
  const { hostId, quizmasterId, status, topic } = state.party;
  return [state.members, hostId, quizmasterId, status, topic];
}

function sameInputs(a: Inputs, b: Inputs): boolean {
  return a.every((value, index) => value === b[index]);
}

/**
 * Each viewer's block, worked out once per party while what it depends on is unchanged
 * (issue 21): a guess changes none of it, so its fan-out to 30 members reads 30 kept blocks
 * instead of searching the member list and writing JSON 30 times. The states are the rules'
 * immutable objects, so "unchanged" is "the same objects".
 */
export class ViewerBlocks {
  readonly #parties = new Map<string, { inputs: Inputs; blocks: Map<string, ViewerBlock> }>();

  of(state: PartyState, viewerId: string): ViewerBlock {
    const { code } = state.party;
    const inputs = inputsOf(state);
    let party = this.#parties.get(code);
    if (party === undefined || !sameInputs(party.inputs, inputs)) {
      party = { inputs, blocks: new Map() };
      this.#parties.delete(code);
      this.#parties.set(code, party);
      this.#trim();
    }
    let block = party.blocks.get(viewerId);
    if (block === undefined) {
      const info = viewerInfo(state, viewerId);
      block = { info, text: JSON.stringify(info) };
      party.blocks.set(viewerId, block);
    }
    return block;
  }

  /** The party is gone. */
  forget(code: string): void {
    this.#parties.delete(code);
  }

  #trim(): void {
    while (this.#parties.size > MAX_PARTIES) {
      const oldest = this.#parties.keys().next().value;
      if (oldest === undefined) return;
      this.#parties.delete(oldest);
    }
  }
}
