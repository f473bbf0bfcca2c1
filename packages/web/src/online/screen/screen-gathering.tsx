import type { PartyView } from '@trivia/game';
import { ScreenJoinPanel } from './screen-join-panel';
import { ScreenMembers } from './screen-members';
import { ScreenTeamsPreview } from './screen-teams-preview';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { waitingHeadline } from '../party/waiting-words';
import { ruleSetName } from '../feud/feud-view';
import { gameTypeName } from '../survey/game-type-name';

function ChosenGame({ party }: { party: PartyView['party'] }) {
  if (party.gameType === null) return null;
  return (
    <>
      <p className={`${SCREEN_TEXT.large} font-display font-bold`}>
        {gameTypeName(party.gameType)}
        {party.topic ? (
          <>
            {' · '}
            <span className="text-amber-300">{party.topic.title}</span>
          </>
        ) : null}
      </p>
      {/* FEUD-1: the rule set the game is played by. */}
      <p data-testid="screen-rule-set" className={`${SCREEN_TEXT.body} font-bold text-slate-100`}>
        Rules: {ruleSetName(party)}
      </p>
    </>
  );
}

/**
 * The big screen before the game, filling the stage: how to join (the code and the QR) on
 * the left, the show's title and the people arriving on the right.
 */
export function ScreenGathering({ view }: { view: PartyView }) {
  const { party } = view;
  const teamsSet = party.status === 'team_setup';
  return (
    <div className="grid h-full grid-cols-1 gap-[4vmin] md:grid-cols-[auto_minmax(0,1fr)]">
      <ScreenJoinPanel code={party.code} compact={teamsSet} />
      <div className="flex min-h-0 min-w-0 flex-col gap-[3vmin]">
        <div className="flex flex-col gap-[1.5vmin]">
          <h1
            className={`${SCREEN_TEXT.giant} font-display font-black tracking-tight text-white drop-shadow-[0_0.6vmin_0_rgb(79_70_229)]`}
          >
            {party.status === 'lobby' ? 'Join the party!' : 'Get ready!'}
          </h1>
          {party.status === 'lobby' ? (
            <p className={`${SCREEN_TEXT.body} font-semibold text-slate-100`}>
              Scan the QR code, or open the link on your phone and enter the code.
            </p>
          ) : null}
          <ChosenGame party={party} />
          <p
            role="status"
            aria-live="polite"
            className={`${SCREEN_TEXT.body} font-semibold text-sky-200`}
          >
            {waitingHeadline(party)}
          </p>
        </div>
        {teamsSet ? <ScreenTeamsPreview view={view} /> : <ScreenMembers members={view.members} />}
      </div>
    </div>
  );
}
