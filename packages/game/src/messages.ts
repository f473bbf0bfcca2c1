/**
 * The error messages of the game rules. The product strings of docs/RULES.md are used to the
 * letter; the others (marked) cover cases those strings leave open.
 */
export const MESSAGES = {
  // TURN-4: the online guess, in the order the checks run.
  partyNotFound: 'Party not found',
  notPlaying: 'Game is not in playing state',
  memberNotFound: 'Member not found',
  notYourTurn: "Not your team's turn",
  activeTeamNotFound: 'Active team not found',
  noAttemptsLeft: 'Team has no attempts left',
  // TURN-5: online and offline guess.
  duplicateAnswer: 'This answer has already been given. Please try a different answer.',
  // OFF-2, OFF-4: offline guess and setup.
  noGameInProgress: 'No game in progress',
  offlineTeamsInvalid: 'Please ensure at least 2 teams have valid names.',
  // TEAM-7: Begin Game (online).
  playersUnassigned: 'All players must be assigned to teams before starting the game.',
  emptyTeam: 'Each team must have at least one player.',
  // JOIN-3: party code and joining.
  partyFinished: 'Party has finished',
  partyExpired: 'Party has expired',
  // JOIN-9, ROLE-5: lobby and kicked screen.
  needTwoPlayers: 'Need at least 2 players to start',
  removedFromParty: 'You were removed from the party',
  // NAME-2, profile: the same rule applies to the name a member joins with.
  displayNameEmpty: 'Display name cannot be empty',
  // Permissions and states the product strings above leave open.
  notHost: 'Only the host can do that',
  cannotTargetSelf: 'You cannot do that to yourself',
  teamNotFound: 'Team not found',
  cannotSwitchTeamInGame: 'You cannot switch teams during the game',
  staleTurn: 'This turn has already ended',
  turnNotOver: 'The turn has not timed out yet',
  gamePaused: 'The game is paused',
  partyLocked: 'This party is locked',
  emptyGuess: 'Please enter a guess',
  // A guess of zero-width, bidi or control characters only.
  invisibleGuess: 'This guess has only invisible characters. Please type a guess.',
  tooManyOfflineTeams: 'A game has at most 4 teams.',
  chooseGameTypeFirst: 'Choose a game type first',
  chooseTopicFirst: 'Choose a topic first',
  matchAlreadyOver: 'The match is already over',
  noSurpriseTopic: 'No topic of that difficulty is left to surprise you with',
  tooCloseToPlayed: 'Too close to a topic played tonight',
  topicNotInGameType: 'This topic does not belong to the chosen game type',
  invalidMaxAttempts: 'Max attempts must be a whole number from 1 to 5',
  invalidTurnSeconds: 'Time per turn must be 10 to 120 seconds in steps of 5',
  unknownCommand: 'Unknown command',
  // JUDGE: host judgement.
  quizmasterCannotPlay: 'The quizmaster has seen every answer and cannot join a team this game',
  guessNotFound: 'Guess not found',
  onlyMissedGuess: 'Only a missed guess can be accepted',
  answerNotFound: 'Answer not found',
  noCloseAnswer: 'No close answer: use Adjust score',
  acceptProposedOnly: 'Accept the proposed answer, or use Adjust score',
  scoreBelowZero: 'Scores never go below 0',
  // Another member's own topic (My Topics) is never shown to a new host.
  privateTopicQuizmaster:
    "Only the topic's owner can host it as quizmaster: play along, or choose another topic",
  invalidAdjustment: 'A score adjustment is a whole number from -10 to 10, not 0',
  // Adjustments are bounded per team and paced per party.
  teamAdjustmentLimit: "A team's score can be adjusted by at most 30 points either way in a game",
  tooManyAdjustments: 'Too many score adjustments: wait a minute',
  judgementNotFound: 'Correction not found',
  alreadyUndone: 'This correction was already undone',
  cannotUndoNow: 'This correction can no longer be undone',
  // JUDGE-8 "Host is checking…".
  notChecking: 'The host is not checking a guess',
  hostChecking: 'The host is checking the last guess',
  // SURVEY-4: too few groups for a board.
  notEnoughSurveyAnswers: 'Not enough answers: ask more people or pick another prompt',
  // SURVEY-6: the host's review of the survey's groups.
  surveyGroupNotFound: 'Group not found',
  sameSurveyGroup: 'Pick two different groups to merge',
  surveyAnswerNotFound: 'That answer is not in this group',
  surveyAnswerAlone: 'That answer is already a group of its own',
  surveyGroupNameEmpty: 'Please type a name for the group',
  surveyGroupNameTooLong: 'A group name has at most 80 characters',
  // SURVEY-8 to SURVEY-11: the online survey.
  surveyAlreadyOpen: 'A survey is already open',
  surveyNotOpen: 'No survey is open',
  surveyNotClosed: 'The survey is still open',
  noSurvey: 'No survey yet',
  surveyPromptCount: 'A survey has 1 to 5 prompts',
  surveyPromptTwice: 'Each prompt can be asked once',
  surveySeconds: 'The countdown is 15 to 120 seconds, or none',
  surveyPromptNotFound: 'Prompt not found',
  tooManySurveyAnswers: 'Up to 3 answers a prompt',
  surveyAnswerTooLong: 'An answer has at most 60 characters',
  surveyReviewQuizmaster: 'Only a host who is not playing can review the answers',
  surveyBoardPlayed: 'This board has already been played',
  surveyBoardNotReady: 'That board is not ready',
  surveyNotDue: 'The survey is not due to close',
} as const;

/** PARTY-2: a command that the party's current status does not allow. */
export function wrongStatusMessage(status: string): string {
  return `Not allowed while the party status is ${status}`;
}

/** Accepting a guess as an answer another team found meanwhile. */
export function alreadyFoundMessage(teamName: string): string {
  return `Already found by ${teamName}`;
}
