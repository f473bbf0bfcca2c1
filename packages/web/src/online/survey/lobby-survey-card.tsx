import { countOf } from '@trivia/game';
import { Button, Card, CardTitle } from '../../ui';
import { usePartyOutlet } from '../party/party-context';
import { usePartyCommand } from '../party/use-party-command';
import { LOBBY_SURVEY_PROMPTS } from './survey-text';
import { surveyOf } from './survey-view';

/**
 * The host's lobby survey: five surprise prompts answered while people arrive, so Survey Says
 * boards are ready when the game starts.
 */
export function LobbySurveyCard() {
  const { code, view } = usePartyOutlet();
  const { busy, run } = usePartyCommand();
  const survey = surveyOf(view);
  const ready =
    survey?.status === 'closed'
      ? survey.prompts.filter((prompt) => prompt.board?.ready === true && !prompt.played).length
      : 0;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Survey Says</CardTitle>
      <p className="text-slate-700 dark:text-slate-200">
        Everyone answers a few questions on their phone. The answers become boards to play later.
      </p>
      {ready > 0 ? (
        <p className="font-semibold text-emerald-700 dark:text-emerald-300">
          {countOf(ready, 'board', 'boards')} ready: pick Survey Says when you start.
        </p>
      ) : null}
      <Button
        disabled={busy}
        onClick={() => void run('startSurvey', { code, surprise: { count: LOBBY_SURVEY_PROMPTS } })}
      >
        While we wait: {LOBBY_SURVEY_PROMPTS} quick questions
      </Button>
    </Card>
  );
}
