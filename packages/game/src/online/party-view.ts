import type { Topic, TopicAnswer } from '../types';
import { activeMembers, isHost } from './access';
import { guessesShown, judgementsShown } from './guess-text';
import { isQuizmaster, mayJudgeTopic } from './host-mode';
import type { Party, PartyGuess, PartyJudgement, PartyMember, PartyState } from './party-state';
import { finishedTopicIds } from './rounds';

/** A topic as a member sees it: only answers they may know, each with its rank. */
export interface TopicView extends Omit<Topic, 'answers'> {
  /** How many answers the board has (5), found or not. */
  answerCount: number;
  answers: Array<TopicAnswer & { rank: number }>;
}

/** What the viewer learns about themself. */
export interface ViewerInfo {
  userId: string;
  isMember: boolean;
  isHost: boolean;
  /** True when the host removed them: the web shows "You were removed from the party". */
  kicked: boolean;
  teamId: string | null;
  /**
   * Every answer of the board, for a quizmaster host while playing (their own
   * device shows them marked "Host view"); null for everyone else, screens included.
   */
  hostView: Array<TopicAnswer & { rank: number }> | null;
}

/** One member's view of a party: the only shape the server sends. */
export interface PartyView {
  party: Omit<Party, 'topic' | 'gameTeams' | 'topicOwnerId' | 'playedTopicIds'> & {
    topic: TopicView | null;
    /** ROUND-4, ROUND-8: the topics of this party's finished games (finishedTopicIds). */
    playedTopicIds: readonly string[];
  };
  /** Members not kicked, ordered by joinedAt (JOIN-7). */
  members: PartyMember[];
  guesses: PartyGuess[];
  /** The host's corrections of this game, undone ones included. */
  judgements: PartyJudgement[];
  viewer: ViewerInfo;
  version: number;
}

/** The topic's reference in a view: opaque, per party, so it leads to no library topic. */
export function partyTopicRef(code: string): string {
  return `party-${code}`;
}

/**
 * Until the game is finished a view names no library topic: its id is an opaque per-party
 * reference and its source link (a page listing the answers) and date are blank. The same
 * object comes back while the topic, the found answers and the status are the same (issue
 * 21: a view delta then skips it at once).
 */
function topicView(topic: Topic, party: Party): TopicView {
  const showAll = party.status === 'finished';
  const known = topicViews.get(topic);
  if (
    known !== undefined &&
    known.showAll === showAll &&
    known.revealed === party.revealedIndices &&
    known.code === party.code
  ) {
    return known.view;
  }
  const answers = topic.answers
    .map((answer, rank) => ({ ...answer, rank }))
    .filter(({ rank }) => showAll || party.revealedIndices.includes(rank));
  const view = {
    ...topic,
    id: partyTopicRef(party.code),
    sourceUrl: showAll ? topic.sourceUrl : '',
    retrievedAt: showAll ? topic.retrievedAt : '',
    answerCount: topic.answers.length,
    answers,
  };
  topicViews.set(topic, { showAll, revealed: party.revealedIndices, code: party.code, view });
  return view;
}

const topicViews = new WeakMap<
  Topic,
  { showAll: boolean; revealed: readonly number[]; code: string; view: TopicView }
>();

/** A party view without its viewer: the same for every member and every big screen. */
export type SharedPartyView = Omit<PartyView, 'viewer'>;

/**
 * VIEW-1 "Answers stay secret": what every viewer may see. Until the game is finished the
 * topic holds only the revealed answers and nothing that leads to the others; once
 * finished, all of them. The server's own bookkeeping (the game teams, the topic's owner)
 * stays out.
 */
export function sharedPartyView(state: PartyState): SharedPartyView {
  const { party } = state;
  // ROUND-4's list without the topic in play, whose id would name it until its game is over.
  const { gameTeams: _gameTeams, topicOwnerId: _topicOwnerId, ...shown } = party;
  const topic = party.topic === null ? null : topicView(party.topic, party);
  return {
    party: { ...shown, topic, playedTopicIds: finishedTopicIds(party) },
    // The frozen list activeMembers keeps: a view is only ever read (and typed as the
    // protocol's parsed views are), and the same list from one version to the next lets a
    // view delta skip it at once.
    members: activeMembers(state) as PartyMember[],
    // Profanity in guesses is masked for every viewer, the big screen included.
    guesses: guessesShown(state.guesses, party.topic) as PartyGuess[],
    judgements: judgementsShown(state.judgements, party.topic) as PartyJudgement[],
    version: party.version,
  };
}

/**
 * What `viewerId` learns about themself (a non-member, e.g. a big screen, is no member); a
 * quizmaster host also gets the whole board here, never in the shared view.
 */
export function viewerInfo(state: PartyState, viewerId: string): ViewerInfo {
  const self = state.members.find((m) => m.userId === viewerId);
  const kicked = self !== undefined && self.kickedAt !== null;
  return {
    userId: viewerId,
    isMember: self !== undefined && !kicked,
    isHost: isHost(state, viewerId),
    kicked,
    teamId: kicked ? null : (self?.teamId ?? null),
    hostView: hostViewOf(state, viewerId),
  };
}

/** The whole board, only for the quizmaster, only while playing. */
function hostViewOf(state: PartyState, viewerId: string): ViewerInfo['hostView'] {
  const { topic, status } = state.party;
  if (topic === null || status !== 'playing' || !isQuizmaster(state, viewerId)) return null;
  if (!mayJudgeTopic(state.party, viewerId)) return null;
  return topic.answers.map(({ text }, rank) => ({ text, rank }));
}

/** What `viewerId` may see: the shared view and their own viewer block. */
export function partyView(state: PartyState, viewerId: string): PartyView {
  return { ...sharedPartyView(state), viewer: viewerInfo(state, viewerId) };
}
