import { Card, CardTitle } from '../../ui';
import { usePartyOutlet } from '../party/party-context';
import { usePartyCommand } from '../party/use-party-command';
import { SurveyReview } from './survey-review';
import { chosenSurveyPrompt, viewerSurveyOf } from './survey-view';

/**
 * SURVEY-10: the quizmaster checks the chosen survey board's groups in team setup, before the
 * game begins (a playing host gets no groups, and sees nothing here).
 */
export function ChosenBoardReview() {
  const { code, view } = usePartyOutlet();
  const { busy, run } = usePartyCommand();
  const prompt = chosenSurveyPrompt(view);
  const groups = prompt === null ? undefined : viewerSurveyOf(view).groups?.[prompt.id];
  if (prompt === null || groups === undefined) return null;
  return (
    <Card className="mt-5 flex flex-col gap-3">
      <CardTitle>Check the survey answers</CardTitle>
      <p className="text-slate-700 dark:text-slate-200">
        {prompt.text}: the board is made again after every change.
      </p>
      <SurveyReview
        groups={groups}
        members={view.members}
        busy={busy}
        onReview={(op) => run('reviewSurvey', { code, promptId: prompt.id, op })}
      />
    </Card>
  );
}
