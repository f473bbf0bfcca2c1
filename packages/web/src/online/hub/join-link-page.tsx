import { useParams } from 'react-router';
import { normalizeJoinCode } from '@trivia/game';
import { HubPage } from './hub-page';

/**
 * /join/{code}, the link and QR code of the lobby: the sign-in guard brings a signed-out
 * guest back here (next), then the party is joined with the code filled in.
 */
export function JoinLinkPage() {
  const code = normalizeJoinCode(useParams().code ?? '');
  return <HubPage key={code} initialCode={code} autoJoin />;
}
