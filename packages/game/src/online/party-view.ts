import type { Topic, TopicAnswer } from '../types';
import { activeMembers, isHost } from './access';
import { guessesShown, judgementsShown } from './guess-text';
import { isQuizmaster, mayJudgeTopic } from './host-mode';
import type { Party, PartyGuess, PartyJudgement, PartyMember, PartyState } from './party-state';
import { surveyPromptIdOf, type SurveyView, type ViewerSurvey } from './survey-state';
import { surveyView, viewerSurvey } from './survey-view';

/** A topic as a member sees it: only answers they may know, each with its rank. */
export interface TopicView extends Omit<Topic, 'answers'> {
  /** How many answers the board has (5), found or not. */
  answerCount: number;
  answers: Array<TopicAnswer & { rank: number }>;
  /**
   * SURVEY-11: a survey board's "N said it" counts, one for each answer in `answers` (same
   * order): the revealed slots while playing, all once finished. Absent for other topics.
   */
  counts?: number[];
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
  /** SURVEY-9, SURVEY-10: their own survey answers; the groups for the quizmaster. */
  survey: ViewerSurvey;
}

/** One member's view of a party: the only shape the server sends. */
export interface PartyView {
  party: Omit<
    Party,
    | 'topic'
    | 'gameTeams'
    | 'topicOwnerId'
    | 'playedTopicIds'
    | 'survey'
    | 'shareSurvey'
    | 'topicCounts'
  > & {
    topic: TopicView | null;
    /** SURVEY-9: the party's survey without anybody's answers; null when none. */
    survey: SurveyView | null;
    /** SURVEY-13: the host shares the survey's counts with the big anonymous survey. */
    shareSurvey: boolean;
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
  const counts = surveyPromptIdOf(topic.id) === null ? null : (party.topicCounts ?? null);
  const known = topicViews.get(topic);
  if (
    known !== undefined &&
    known.showAll === showAll &&
    known.revealed === party.revealedIndices &&
    known.code === party.code &&
    known.counts === counts
  ) {
    return known.view;
  }
  const answers = topic.answers
    .map((answer, rank) => ({ ...answer, rank }))
    .filter(({ rank }) => showAll || party.revealedIndices.includes(rank));
  const view: TopicView = {
    ...topic,
    id: partyTopicRef(party.code),
    sourceUrl: showAll ? topic.sourceUrl : '',
    retrievedAt: showAll ? topic.retrievedAt : '',
    answerCount: topic.answers.length,
    answers,
    // SURVEY-11: "N said it" only for the slots shown.
    ...(counts === null ? {} : { counts: answers.map(({ rank }) => counts[rank] ?? 0) }),
  };
  topicViews.set(topic, {
    showAll,
    revealed: party.revealedIndices,
    code: party.code,
    counts,
    view,
  });
  return view;
}

const topicViews = new WeakMap<
  Topic,
  {
    showAll: boolean;
    revealed: readonly number[];
    code: string;
    counts: readonly number[] | null;
    view: TopicView;
  }
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
  // The played topics' ids would name the topic in play (ROUND-4 is the server's bookkeeping).
  const {
    gameTeams: _gameTeams,
    topicOwnerId: _topicOwnerId,
    playedTopicIds: _playedTopicIds,
    survey: _survey,
    shareSurvey,
    topicCounts: _topicCounts,
    ...shown
  } = party;
  const topic = party.topic === null ? null : topicView(party.topic, party);
  return {
    // SURVEY-9: the survey without its answers and groups.
    party: { ...shown, topic, survey: surveyView(state), shareSurvey: shareSurvey === true },
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
    survey: kicked ? { myAnswers: {} } : viewerSurvey(state, viewerId),
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
