import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  clampTurnSeconds,
  isValidTurnSeconds,
  SURVEY_GAME_TYPE_ID,
  surveyHandoff,
} from '@trivia/game';
import type { OfflineSurveyPromptDto } from '@trivia/protocol';
import { Button, Card, Message, Page, PageTitle, Spinner } from '../../ui';
import { LoadError } from '../../ui/load-error';
import { TurnTimeSlider } from '../../game-settings/turn-time-slider';
import { useOfflineGame } from '../store/offline-game-store';
import { loadSessionTimePerTurn } from '../store/offline-storage';
import { PeopleCount } from './people-count';
import { PromptPicker } from './prompt-picker';
import { SurveyAnswerForm } from './survey-answer-form';
import { SurveyHandoff } from './survey-handoff';
import { surveyPromptOf, useOfflineSurveyPrompts } from './survey-prompts';

/** The people a survey starts with, before anyone changes it. */
const DEFAULT_PEOPLE = 4;

/**
 * /survey: Survey Says on one device (OFF-13, OFF-14). Pick a prompt and how many people
 * answer; each person in turn is passed the device and answers in secret; then the board is
 * made and the game goes on to the teams (/setup), or, with too few answers, back to a prompt.
 */
export function SurveyPage() {
  const { state, dispatch } = useOfflineGame();
  const navigate = useNavigate();
  if (state.phase === 'play') return <Navigate to="/play" replace />;
  if (state.phase === 'results') return <Navigate to="/results" replace />;
  if (state.gameType?.id !== SURVEY_GAME_TYPE_ID) return <Navigate to="/topics" replace />;

  const survey = state.survey;
  const backToGameTypes = () => {
    dispatch({ type: 'reset' });
    void navigate('/');
  };
  const stop = () => dispatch({ type: 'cancelSurvey' });

  if (survey?.status === 'answering') {
    const handoff = surveyHandoff(state);
    const done = (answers: string[]) => {
      const next = dispatch({ type: 'submitSurveyAnswers', answers });
      if (next?.survey?.status === 'board') void navigate('/setup');
      return next !== null;
    };
    return (
      <Page>
        <PageTitle subtitle={state.gameType.name}>Survey</PageTitle>
        <div className="flex flex-col gap-5">
          {handoff ? (
            <SurveyHandoff
              person={handoff.person}
              of={handoff.of}
              prompt={survey.prompt.text}
              onReady={() => dispatch({ type: 'surveyReady' })}
            />
          ) : (
            <SurveyAnswerForm
              key={survey.person}
              person={survey.person + 1}
              of={survey.people}
              prompt={survey.prompt.text}
              onDone={done}
            />
          )}
          <div className="flex justify-center">
            <Button variant="ghost" onClick={stop}>
              Stop the survey
            </Button>
          </div>
        </div>
      </Page>
    );
  }

  if (survey?.status === 'noBoard') {
    return (
      <Page>
        <PageTitle subtitle={state.gameType.name}>Survey</PageTitle>
        <Card className="flex flex-col gap-5 text-center">
          <p className="text-lg font-bold">“{survey.prompt.text}”</p>
          <Message tone="warning">{survey.reason}</Message>
          <Button size="lg" onClick={stop}>
            Pick another prompt
          </Button>
        </Card>
      </Page>
    );
  }

  return <PromptStep onBack={backToGameTypes} />;
}

/** The first steps: a prompt, then how many people answer and the time per turn. */
function PromptStep({ onBack }: { onBack: () => void }) {
  const { state, dispatch } = useOfflineGame();
  const prompts = useOfflineSurveyPrompts();
  const [chosen, setChosen] = useState<OfflineSurveyPromptDto | null>(null);
  const [people, setPeople] = useState(DEFAULT_PEOPLE);
  const [seconds, setSeconds] = useState(() => {
    const picked = loadSessionTimePerTurn() ?? state.timePerTurn;
    return isValidTurnSeconds(picked) ? picked : clampTurnSeconds(picked);
  });
  const backButton = (
    <Button variant="secondary" onClick={onBack}>
      Back to Game Types
    </Button>
  );

  if (chosen) {
    const start = () =>
      dispatch({
        type: 'startSurvey',
        prompt: surveyPromptOf(chosen),
        people,
        timePerTurn: seconds,
      });
    return (
      <Page>
        <PageTitle subtitle={state.gameType?.name}>Who answers?</PageTitle>
        <div className="flex flex-col gap-5">
          <Card>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
              Prompt
            </p>
            <p className="mt-1 text-xl font-bold">{chosen.text}</p>
          </Card>
          <Card className="flex flex-col gap-6">
            <PeopleCount value={people} onChange={setPeople} />
            <TurnTimeSlider value={seconds} onChange={setSeconds} />
          </Card>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={() => setChosen(null)}>
              Pick another prompt
            </Button>
            <Button size="lg" variant="success" onClick={start}>
              Start the survey
            </Button>
          </div>
        </div>
      </Page>
    );
  }

  return (
    <Page width="wide">
      <PageTitle subtitle={state.gameType?.name}>Pick a Prompt</PageTitle>
      {prompts.isPending ? <Spinner label="Loading prompts..." /> : null}
      {prompts.isError ? (
        <LoadError title="Error Loading Prompts" message="The prompts could not be loaded.">
          <Button onClick={() => void prompts.refetch()}>Try Again</Button>
          {backButton}
        </LoadError>
      ) : null}
      {prompts.data ? <PromptPicker prompts={prompts.data} onPick={setChosen} /> : null}
      {prompts.isError ? null : <div className="mt-8 flex justify-center">{backButton}</div>}
    </Page>
  );
}
