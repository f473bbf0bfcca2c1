import { useLocation, useParams } from 'react-router';
import { normalizeJoinCode } from '@trivia/game';
import { JoinNameStep } from '../../join/join-name-step';
import { isNamedJoin } from '../../join/use-join-with-name';
import { HubPage } from './hub-page';

/**
 * /join/{code}, the link and QR code of the lobby: first the name step, then the
 * party is joined with the code filled in and the player lands in the lobby.
 */
export function JoinLinkPage() {
  const code = normalizeJoinCode(useParams().code ?? '');
  const { state } = useLocation();
  if (!isNamedJoin(state)) return <JoinNameStep code={code} />;
  return <HubPage key={code} initialCode={code} autoJoin chosenName={state.chosen} />;
}
