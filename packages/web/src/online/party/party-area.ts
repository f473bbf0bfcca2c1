// The party's own screens, one chunk loaded apart from the hub: /online's first
// load carries only the hub. routes.tsx loads this once the hub is drawn (or at once, for a
// party's own link), so moving on from the hub finds the screens already here.
export { PartyLayout } from './party-layout';
export { LobbyScreen } from './lobby/lobby-screen';
export { SelectScreen } from './select/select-screen';
export { SetupScreen } from './setup/setup-screen';
export { TeamsScreen } from './teams/teams-screen';
export { TopicsScreen } from './topics/topics-screen';
export { SurveyScreen } from '../survey/survey-screen';
