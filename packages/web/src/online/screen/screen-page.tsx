import { useParams, useSearchParams } from 'react-router';
import { MESSAGES, isValidPartyCode } from '@trivia/game';
import type { PartyView } from '@trivia/game';
import { Spinner } from '../../ui';
import { usePartySounds } from '../../sound/use-sounds';
import { useRealtime } from '../connection';
import { LOADING_LABELS } from '../party/party-screens';
import { partyFinaleFacts, useFinaleHold } from '../../board/use-finale-hold';
import { ReconnectingBanner } from '../party/reconnecting-banner';
import { ScreenFrame } from './screen-frame';
import { ScreenGathering } from './screen-gathering';
import { ScreenMessage } from './screen-message';
import { isPairedTv, SCREEN_LINK_ENDED } from './screen-path';
import { ScreenPlay } from './screen-play';
import { ScreenResults } from './screen-results';
import { ScreenSurvey } from './screen-survey';
import { useScreenParty } from './use-screen-party';

/** The party's status on the big screen: gathering, playing, or the results. */
function ScreenForStatus({ view }: { view: PartyView }) {
  const { serverNow } = useRealtime();
  // The board stays while the game's last reveal plays, then the winner.
  const finale = useFinaleHold(partyFinaleFacts(view));
  switch (view.party.status) {
    case 'playing':
      return <ScreenPlay view={view} serverNow={serverNow} />;
    case 'finished':
      return finale ? (
        <ScreenPlay view={view} serverNow={serverNow} />
      ) : (
        <ScreenResults view={view} />
      );
    default:
      // SURVEY-9: while the party answers, the prompts and who has answered.
      return view.party.survey?.status === 'open' ? (
        <ScreenSurvey view={view} survey={view.party.survey} />
      ) : (
        <ScreenGathering view={view} />
      );
  }
}

function PartyNotFound() {
  return (
    <ScreenMessage title="Party not found">
      <p>The party might have ended, expired, or the code might be incorrect.</p>
    </ScreenMessage>
  );
}

/**
 * SCREEN-2: a TV paired by its code whose link the host revoked (or that comes back with a
 * revoked link): said plainly, with the way to a new code.
 */
function TvDisconnected() {
  return (
    <ScreenMessage
      title="The host disconnected this screen"
      action={{ to: '/tv', label: 'Show a New TV Code' }}
    >
      <p>To show the party here again, get a new code and enter it on the host&apos;s phone.</p>
    </ScreenMessage>
  );
}

/** A valid code and key: the party, live, through every status. */
function WatchedParty({
  code,
  screenKey,
  pairedTv,
}: {
  code: string;
  screenKey: string;
  pairedTv: boolean;
}) {
  const party = useScreenParty(code, screenKey);
  const { status } = useRealtime();
  usePartySounds(party.view);
  if (party.closed || party.error === MESSAGES.partyNotFound) return <PartyNotFound />;
  if (pairedTv && SCREEN_LINK_ENDED.some((message) => message === party.error)) {
    return <TvDisconnected />;
  }
  if (party.error) {
    return (
      <ScreenMessage title="Cannot show this party">
        <p>{party.error}</p>
      </ScreenMessage>
    );
  }
  if (!party.view) return <Spinner label={LOADING_LABELS.lobby} className="h-full" />;
  return (
    <>
      <ReconnectingBanner status={status} />
      <ScreenForStatus view={party.view} />
    </>
  );
}

/**
 * /party/{code}/screen?key=…: the big screen for a TV or projector (VIEW-5, ROLE-7). It is not a
 * member and cannot act; it follows the party from the lobby to the results.
 */
export function ScreenPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const [search] = useSearchParams();
  const screenKey = search.get('key') ?? '';
  const valid = isValidPartyCode(code);
  let content;
  if (!valid) content = <PartyNotFound />;
  else if (screenKey === '') {
    content = (
      <ScreenMessage title="This big screen link is incomplete">
        <p>
          Open the link the host gets with &quot;Open Big Screen&quot; in the party lobby: it ends
          with the screen&apos;s key.
        </p>
      </ScreenMessage>
    );
  } else {
    content = (
      <WatchedParty
        key={`${code}:${screenKey}`}
        code={code}
        screenKey={screenKey}
        pairedTv={isPairedTv(search)}
      />
    );
  }
  return <ScreenFrame code={valid ? code : null}>{content}</ScreenFrame>;
}
