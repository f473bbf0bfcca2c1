import { SURVEY_GAME_TYPE_ID } from '@trivia/game';

/** Survey Says as people read it, whatever the catalog calls family-feud. */
const SURVEY_SAYS = {
  name: 'Survey Says',
  description:
    'Everyone answers a quick survey on their phone, then the teams guess the most popular answers.',
};

/** The name people read for a game type (family-feud is shown as "Survey Says"). */
export function gameTypeName(gameType: { id: string; name: string }): string {
  return gameType.id === SURVEY_GAME_TYPE_ID ? SURVEY_SAYS.name : gameType.name;
}

/** The line under a game type's name in the game choice. */
export function gameTypeDescription(gameType: { id: string; description: string }): string {
  return gameType.id === SURVEY_GAME_TYPE_ID ? SURVEY_SAYS.description : gameType.description;
}
