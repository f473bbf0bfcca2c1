import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { DEFAULT_MAX_ATTEMPTS, clampMaxAttempts, validateOfflineTeamNames } from '@trivia/game';
import { Button, ButtonLink, Card, Message, Page, PageTitle } from '../../ui';
import { useOfflineGame } from '../store/offline-game-store';
import { loadSessionMaxAttempts } from '../store/offline-storage';
import { AttemptsPicker } from '../../game-settings/attempts-picker';
import { RulesSummary } from '../setup/rules-summary';
import { FeudRulesSummary } from '../setup/feud-rules-summary';
import { RuleSetPicker } from '../setup/rule-set-picker';
import { TeamNamesEditor } from '../../game-settings/team-names-editor';
import { useTeamEntries } from '../setup/use-team-entries';

function initialMaxAttempts(): number {
  return clampMaxAttempts(loadSessionMaxAttempts() ?? DEFAULT_MAX_ATTEMPTS);
}

/** /setup: the rules, max attempts (Classic) and team names, then start the game. */
export function SetupPage() {
  const { state, dispatch } = useOfflineGame();
  const navigate = useNavigate();
  const [maxAttempts, setMaxAttempts] = useState(initialMaxAttempts);
  // OFF-11: Classic or Feud; Play Again comes back with the rules just played.
  const [ruleSet, setRuleSet] = useState(state.ruleSet);
  const { teams, rename, remove, add } = useTeamEntries(state.teams.map((team) => team.name));

  if (state.phase === 'play') return <Navigate to="/play" replace />;
  if (state.phase === 'results') return <Navigate to="/results" replace />;
  if (!state.topic) return <Navigate to="/topics" replace />;

  const names = teams.map((team) => team.name);
  const problem = validateOfflineTeamNames(names);
  const start = () => {
    if (dispatch({ type: 'startGame', teamNames: names, maxAttempts, ruleSet }))
      void navigate('/play');
  };

  return (
    <Page>
      <PageTitle subtitle={state.gameType?.name}>Game Setup</PageTitle>
      <div className="flex flex-col gap-5">
        <Card>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
            Topic
          </p>
          <p className="mt-1 text-xl font-bold">{state.topic.title}</p>
        </Card>
        <Card className="flex flex-col gap-6">
          <RuleSetPicker value={ruleSet} onChange={setRuleSet} />
          {/* Feud has strikes, not attempts. */}
          {ruleSet === 'classic' ? (
            <AttemptsPicker value={maxAttempts} onChange={setMaxAttempts} />
          ) : null}
          <TeamNamesEditor teams={teams} onRename={rename} onRemove={remove} onAdd={add} />
          {problem ? <Message tone="warning">{problem}</Message> : null}
        </Card>
        <Card>
          {ruleSet === 'feud' ? (
            <FeudRulesSummary timePerTurn={state.timePerTurn} />
          ) : (
            <RulesSummary maxAttempts={maxAttempts} timePerTurn={state.timePerTurn} />
          )}
        </Card>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <ButtonLink to="/topics" variant="secondary">
            Back to Topics
          </ButtonLink>
          <Button size="lg" variant="success" disabled={problem !== null} onClick={start}>
            Start Game
          </Button>
        </div>
      </div>
    </Page>
  );
}
