import { setupValidation } from '@trivia/game';
import { Button, Card, Message, Page, PageTitle } from '../../../ui';
import { AttemptsPicker } from '../../../game-settings/attempts-picker';
import { TeamNamesEditor } from '../../../game-settings/team-names-editor';
import { TurnTimeSlider } from '../../../game-settings/turn-time-slider';
import { RuleSetPicker } from '../../../game-settings/rule-set-picker';
import { withRuleSet } from '../../feud/feud-commands';
import { feudFields } from '../../feud/feud-view';
import { BackButton } from '../back-button';
import { usePartyOutlet } from '../party-context';
import { usePartyCommand } from '../use-party-command';
import { WaitingCard } from '../waiting-card';
import { SetupSummary } from './setup-summary';
import { useSetupDraft } from './use-setup-draft';

/** Game setup: the host names the teams and sets the rules; others see them. */
export function SetupScreen() {
  const { isHost, view } = usePartyOutlet();
  return (
    <Page>
      <PageTitle subtitle={view.party.topic?.title}>Game Setup</PageTitle>
      {isHost ? (
        <HostSetup />
      ) : (
        <div className="flex flex-col gap-5">
          <WaitingCard message="Host is configuring the game..." />
          <SetupSummary party={view.party} />
        </div>
      )}
      <BackButton to="topics">Back to Topics</BackButton>
    </Page>
  );
}

function HostSetup() {
  const { code, view } = usePartyOutlet();
  const setup = useSetupDraft(code, view.party);
  const { busy, run } = usePartyCommand();
  const { teams, maxAttempts, turnSeconds, ruleSet } = setup.draft;
  const names = teams.map((team) => team.name);
  const check = setupValidation(names, view.members.length);

  const save = async () => {
    const payload = { code, teamNames: names, maxAttempts, turnSeconds };
    const saved = await run(
      'saveTeams',
      withRuleSet(payload, ruleSet, feudFields(view.party).ruleSet),
    );
    if (saved) setup.forget();
  };

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-3">
        <TeamNamesEditor
          teams={teams}
          onRename={setup.rename}
          onRemove={setup.remove}
          onAdd={setup.add}
        />
        {check.notice ? <Message tone="error">{check.notice}</Message> : null}
        {check.hint ? <Message tone="warning">{check.hint}</Message> : null}
      </Card>
      <Card className="flex flex-col gap-6">
        <RuleSetPicker value={ruleSet} onChange={setup.setRuleSet} />
        {/* FEUD-1: strikes, not attempts, end a Feud floor. */}
        {ruleSet === 'classic' ? (
          <AttemptsPicker value={maxAttempts} onChange={setup.setMaxAttempts} />
        ) : null}
        <TurnTimeSlider value={turnSeconds} onChange={setup.setTurnSeconds} />
      </Card>
      <Button
        size="lg"
        variant="success"
        disabled={!check.canContinue || busy}
        onClick={() => void save()}
      >
        Team Setup
      </Button>
    </div>
  );
}
