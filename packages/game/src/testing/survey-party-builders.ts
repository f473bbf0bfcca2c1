import { applyPartyCommand } from '../online/apply-command';
import type { PartyState } from '../online/party-state';
import type { PartySurveyPrompt } from '../online/survey-state';
import { surveyBoardTopic } from '../online/survey-boards';
import { HOST, joinMembers, later, makeParty, playerIds, run } from './party-builders';
import { makeGameType } from './topic-builders';

/** Two prompts of a test survey. */
export const PROMPTS: readonly PartySurveyPrompt[] = [
  { id: 'prompt-pizza', text: 'Name a pizza topping', aliases: { Pepperoni: ['peps'] } },
  { id: 'prompt-beach', text: 'Name something you bring to the beach' },
];
export const PIZZA = 'prompt-pizza';
export const BEACH = 'prompt-beach';

/** What five people answer to the pizza prompt: cheese 4, pepperoni 3, mushrooms 2, olives 1. */
export const PIZZA_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  host: ['Cheese', 'Pepperoni'],
  'player-1': ['cheese', 'peps', 'Mushrooms'],
  'player-2': ['Extra cheese', 'pepperoni', 'mushroom'],
  'player-3': ['Cheese!', 'Olives'],
  'player-4': ['Pepperoni'],
};

/** The survey game type. */
export const SURVEY_GAME_TYPE = makeGameType({ id: 'family-feud', name: 'Family Feud' });

/** A lobby of the host and `players` players with an open survey of PROMPTS (30 s). */
export function openSurveyParty(players = 4, seconds = 30): PartyState {
  const state = joinMembers(makeParty(), playerIds(players));
  return run(state, {
    type: 'startSurvey',
    userId: HOST,
    prompts: PROMPTS,
    seconds,
    now: later(state),
  });
}

/** Each member's answers to a prompt, one member after the other. */
export function answerAll(
  state: PartyState,
  promptId: string,
  byMember: Readonly<Record<string, readonly string[]>>,
): PartyState {
  return Object.entries(byMember).reduce(
    (s, [userId, answers]) =>
      run(s, { type: 'answerSurvey', userId, promptId, answers, now: later(s) }),
    state,
  );
}

/** The open survey party with PIZZA_ANSWERS, closed by the host. */
export function closedSurveyParty(): PartyState {
  const answered = answerAll(openSurveyParty(), PIZZA, PIZZA_ANSWERS);
  return run(answered, { type: 'closeSurvey', userId: HOST, now: later(answered) });
}

/** From a closed survey in the lobby: Survey Says and the pizza board chosen (setup). */
export function chooseBoard(state: PartyState, promptId = PIZZA): PartyState {
  let next = run(state, { type: 'startGame', userId: HOST, now: later(state) });
  next = run(next, {
    type: 'chooseGameType',
    userId: HOST,
    gameType: SURVEY_GAME_TYPE,
    now: later(next),
  });
  return run(next, {
    type: 'chooseTopic',
    userId: HOST,
    topic: boardTopic(next, promptId),
    now: later(next),
  });
}

/** The topic of a ready board (throws when it is not ready). */
export function boardTopic(state: PartyState, promptId = PIZZA) {
  const topic = surveyBoardTopic(state, promptId);
  if (!topic.ok) throw new Error(`board not ready: ${topic.error}`);
  return topic.state;
}

/** The command's error, expecting it to be refused. */
export function refusal(state: PartyState, command: Parameters<typeof applyPartyCommand>[1]) {
  const result = applyPartyCommand(state, command);
  if (result.ok) throw new Error(`expected ${command.type} to be refused`);
  return result.error;
}
