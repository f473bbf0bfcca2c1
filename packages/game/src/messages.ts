/**
 * The error messages of the game rules. Where SPEC.md (§5, §8) names a message it is used
 * to the letter; the others (marked) cover cases SPEC.md leaves silent.
 */
export const MESSAGES = {
  // SPEC §5 Online guess, in the order the checks run.
  partyNotFound: 'Party not found',
  notPlaying: 'Game is not in playing state',
  memberNotFound: 'Member not found',
  notYourTurn: "Not your team's turn",
  activeTeamNotFound: 'Active team not found',
  noAttemptsLeft: 'Team has no attempts left',
  // SPEC §5 Online and Offline guess.
  duplicateAnswer: 'This answer has already been given. Please try a different answer.',
  // SPEC §5 Offline guess and setup.
  noGameInProgress: 'No game in progress',
  offlineTeamsInvalid: 'Please ensure at least 2 teams have valid names.',
  // SPEC §5 Begin Game (online).
  playersUnassigned: 'All players must be assigned to teams before starting the game.',
  emptyTeam: 'Each team must have at least one player.',
  // SPEC §5 / §8 Party code and joining.
  partyFinished: 'Party has finished',
  partyExpired: 'Party has expired',
  // SPEC §2 Lobby and kicked screen.
  needTwoPlayers: 'Need at least 2 players to start',
  removedFromParty: 'You were removed from the party',
  // SPEC §5 Profile: the same rule applies to the name a member joins with.
  displayNameEmpty: 'Display name cannot be empty',
  // Not named by SPEC.md: permissions and states it leaves silent.
  notHost: 'Only the host can do that',
  cannotTargetSelf: 'You cannot do that to yourself',
  teamNotFound: 'Team not found',
  cannotSwitchTeamInGame: 'You cannot switch teams during the game',
  staleTurn: 'This turn has already ended',
  turnNotOver: 'The turn has not timed out yet',
  gamePaused: 'The game is paused',
  partyLocked: 'This party is locked',
  emptyGuess: 'Please enter a guess',
  // Issue 41: a guess of zero-width, bidi or control characters only.
  invisibleGuess: 'This guess has only invisible characters. Please type a guess.',
  tooManyOfflineTeams: 'A game has at most 4 teams.',
  chooseGameTypeFirst: 'Choose a game type first',
  chooseTopicFirst: 'Choose a topic first',
  topicNotInGameType: 'This topic does not belong to the chosen game type',
  invalidMaxAttempts: 'Max attempts must be a whole number from 1 to 5',
  invalidTurnSeconds: 'Time per turn must be 10 to 120 seconds in steps of 5',
  unknownCommand: 'Unknown command',
  // Issue 20 Host judgement.
  quizmasterCannotPlay: 'The quizmaster has seen every answer and cannot join a team this game',
  guessNotFound: 'Guess not found',
  onlyMissedGuess: 'Only a missed guess can be accepted',
  answerNotFound: 'Answer not found',
  noCloseAnswer: 'No close answer: use Adjust score',
  acceptProposedOnly: 'Accept the proposed answer, or use Adjust score',
  scoreBelowZero: 'Scores never go below 0',
  // Issue 41: another member's own topic (My Topics) is never shown to a new host.
  privateTopicQuizmaster:
    "Only the topic's owner can host it as quizmaster: play along, or choose another topic",
  invalidAdjustment: 'A score adjustment is a whole number from -10 to 10, not 0',
  // Issue 41: adjustments are bounded per team and paced per party.
  teamAdjustmentLimit: "A team's score can be adjusted by at most 30 points either way in a game",
  tooManyAdjustments: 'Too many score adjustments: wait a minute',
  judgementNotFound: 'Correction not found',
  alreadyUndone: 'This correction was already undone',
  cannotUndoNow: 'This correction can no longer be undone',
  // Issue 40 "Host is checking…".
  notChecking: 'The host is not checking a guess',
  hostChecking: 'The host is checking the last guess',
} as const;

/** Not named by SPEC.md: a command that the party's current status does not allow. */
export function wrongStatusMessage(status: string): string {
  return `Not allowed while the party status is ${status}`;
}

/** Issue 20: accepting a guess as an answer another team found meanwhile. */
export function alreadyFoundMessage(teamName: string): string {
  return `Already found by ${teamName}`;
}
