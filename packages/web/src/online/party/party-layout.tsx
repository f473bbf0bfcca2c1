import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { MESSAGES, isValidPartyCode } from '@trivia/game';
import { ButtonLink, Spinner } from '../../ui';
import { partyFinaleFacts, useFinaleHold } from '../../board/use-finale-hold';
import { useParty, useRealtime } from '../connection';
import { MemberPanel } from './members/member-panel';
import { partyPath, type PartyOutletContext } from './party-context';
import { LOAD_FAILED, LOADING_LABELS, screenOf, statusRedirect } from './party-screens';
import { KickedScreen, PartyErrorScreen, PartyNotFoundScreen } from './party-status-screens';
import { ReconnectingBanner } from './reconnecting-banner';
import { surveyIsOpen } from '../survey/survey-view';
import { useMemberActions } from './use-member-actions';

/** /party/{code}/*: a valid code, else "Party not found". */
export function PartyLayout() {
  const code = (useParams().code ?? '').toUpperCase();
  if (!isValidPartyCode(code)) return <PartyNotFoundScreen />;
  return <PartyArea key={code} code={code} />;
}

/**
 * Every party screen: the party's live view, the status redirect (PARTY-8), the member panel,
 * and the shared loading, error, kicked and reconnecting states.
 */
function PartyArea({ code }: { code: string }) {
  const party = useParty(code);
  const { status } = useRealtime();
  const screen = screenOf(useLocation().pathname);
  const actions = useMemberActions(code, party.send);
  const { view } = party;
  // The play screen stays while the game's last reveal plays.
  const finale = useFinaleHold(view ? partyFinaleFacts(view) : null);

  if (party.kicked) return <KickedScreen />;
  if (actions.leaving) return <Spinner label="Leaving party..." />;
  if (party.closed || party.error === MESSAGES.partyNotFound) return <PartyNotFoundScreen />;
  if (view && !view.viewer.isMember) return <Navigate to="/online" replace />;
  if (party.error) {
    return (
      <PartyErrorScreen
        code={code}
        failed={LOAD_FAILED[screen]}
        detail={party.error}
        showLobby={screen !== 'lobby' && party.error !== MESSAGES.memberNotFound}
      >
        {party.error === MESSAGES.memberNotFound ? (
          <ButtonLink to={`/join/${code}`}>Join Party</ButtonLink>
        ) : null}
      </PartyErrorScreen>
    );
  }
  if (!view) return <Spinner label={LOADING_LABELS[screen]} />;

  const isHost = view.viewer.isHost;
  const redirect = statusRedirect(screen, {
    status: view.party.status,
    isHost,
    hasGameType: view.party.gameType !== null,
    surveyOpen: surveyIsOpen(view),
  });
  const finalePlays = finale && screen === 'play';
  if (redirect && !finalePlays) return <Navigate to={partyPath(code, redirect)} replace />;

  const context: PartyOutletContext = {
    code,
    view,
    send: party.send,
    isHost,
    me: view.members.find((member) => member.userId === view.viewer.userId),
  };
  return (
    <>
      <ReconnectingBanner status={status} />
      <div className="mx-auto flex w-full max-w-6xl flex-col lg:grid lg:px-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
        <MemberPanel
          code={code}
          view={view}
          onPromote={actions.promote}
          onKick={actions.kick}
          onRename={actions.rename}
          onPlace={actions.place}
          onLeave={actions.leave}
          onRenameTeam={async (teamId, name) => {
            const result = await party.send('renameTeam', { code, teamId, name });
            return result.ok ? null : (result.error ?? null);
          }}
        />
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Outlet context={context} />
        </div>
      </div>
    </>
  );
}
