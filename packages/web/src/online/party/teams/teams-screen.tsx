import { beginValidation, isQuizmaster } from '@trivia/game';
import { Button, Card, Message, Page, PageTitle } from '../../../ui';
import { useToast } from '../../../ui/toast';
import { BackButton } from '../back-button';
import { usePartyOutlet, type PartyMember } from '../party-context';
import { usePartyCommand } from '../use-party-command';
import { WaitingCard } from '../waiting-card';
import { MemberTeamSelect } from './member-team-select';
import { TeamCard } from './team-card';
import { ChosenBoardReview } from '../../survey/chosen-board-review';
import { groupByTeam } from './team-groups';
import { ruleSetName } from '../../feud/feud-view';

/**
 * Team assignment: everyone picks their own team (TEAM-5), the host moves
 * anyone, redistributes, and begins once TEAM-7 allows it.
 */
export function TeamsScreen() {
  const { code, view, send, isHost } = usePartyOutlet();
  const { showToast } = useToast();
  const { groups, unassigned } = groupByTeam(view);
  const viewerId = view.viewer.userId;

  // Moves are not blocked while one is on its way: the server applies them in order.
  const move = (member: Pick<PartyMember, 'userId'>, teamId: string | null) => {
    void send('assignTeam', { code, targetUserId: member.userId, teamId }).then((result) => {
      if (!result.ok) showToast(result.error, 'error');
    });
  };
  const renderMove = isHost
    ? (member: PartyMember) => (
        <MemberTeamSelect member={member} teams={view.party.teams} onMove={move} />
      )
    : undefined;

  return (
    <Page width="wide">
      <PageTitle subtitle={view.party.topic?.title}>Team Assignment</PageTitle>
      <p data-testid="teams-rule-set" className="-mt-4 mb-4 text-center text-base font-semibold">
        Rules: {ruleSetName(view.party)}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {groups.map(({ team, index, members }) => (
          <TeamCard
            key={team.id}
            title={team.name}
            paletteIndex={index}
            members={members}
            viewerId={viewerId}
            onJoin={
              view.viewer.teamId === team.id ? undefined : () => move({ userId: viewerId }, team.id)
            }
            renderMove={renderMove}
          />
        ))}
      </div>
      <div className="mt-4">
        <TeamCard
          title="Unassigned"
          paletteIndex={null}
          members={unassigned}
          viewerId={viewerId}
          renderMove={renderMove}
        />
      </div>
      <div className="mt-5">
        {isHost ? (
          <HostTeamControls />
        ) : (
          <WaitingCard message="Waiting for host to start the game..." />
        )}
      </div>
      {isHost ? <ChosenBoardReview /> : null}
      <BackButton to="setup">Back to Setup</BackButton>
    </Page>
  );
}

function HostTeamControls() {
  const { code, view } = usePartyOutlet();
  const { busy, run } = usePartyCommand();
  // TEAM-7: A quizmaster host is on no team and is not counted.
  const players = view.members.filter((m) => !isQuizmaster(view, m.userId));
  const check = beginValidation(players, view.party.teams);
  const quizmaster = isQuizmaster(view, view.party.hostId);
  return (
    <Card className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2 sm:flex-row">
        <legend className="mb-1 font-semibold">How do you host?</legend>
        {(['plays', 'quizmaster'] as const).map((mode) => (
          <Button
            key={mode}
            variant={(mode === 'quizmaster') === quizmaster ? 'primary' : 'secondary'}
            aria-pressed={(mode === 'quizmaster') === quizmaster}
            disabled={busy}
            onClick={() => void run('setHostMode', { code, mode })}
          >
            {mode === 'plays' ? 'Host plays' : "I'll host, not play"}
          </Button>
        ))}
      </fieldset>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => void run('redistributeTeams', { code })}
      >
        Redistribute All Members Evenly
      </Button>
      {check.warning ? <Message tone="warning">{check.warning}</Message> : null}
      <Button
        size="lg"
        variant="success"
        disabled={!check.canBegin || busy}
        onClick={() => void run('beginGame', { code })}
      >
        Begin Game
      </Button>
    </Card>
  );
}
