import { Button, Card, Page, PageTitle, Spinner } from '../../ui';
import { usePartyOutlet } from '../party/party-context';
import { LOADING_LABELS } from '../party/party-screens';
import { SurveyClock } from './survey-clock';
import { usePartyCommand } from '../party/use-party-command';
import { PromptAnswerCard } from './prompt-answer-card';
import { ShareSurveySwitch } from './share-survey-switch';
import { answeredText } from './survey-text';
import { surveyOf, viewerSurveyOf } from './survey-view';

/**
 * The survey on every phone (late joiners land here too): each prompt with up to three
 * private answers, the countdown, and how many have answered; the host can close it early.
 */
export function SurveyScreen() {
  const { code, view, isHost } = usePartyOutlet();
  const { busy, run } = usePartyCommand();
  const survey = surveyOf(view);
  // The status redirect moves everyone on once the survey closes.
  if (survey === null || survey.status !== 'open') return <Spinner label={LOADING_LABELS.survey} />;
  const { myAnswers } = viewerSurveyOf(view);
  const answered = survey.answeredMemberIds.filter((id) =>
    view.members.some((member) => member.userId === id),
  ).length;
  const mine = survey.prompts.some((prompt) => (myAnswers[prompt.id] ?? []).length > 0);
  return (
    <Page>
      <PageTitle subtitle="Answer on your own: nobody sees your answers until the board is played.">
        Survey Says
      </PageTitle>
      <div className="flex flex-col gap-5">
        <Card className="flex items-center gap-4">
          <SurveyClock deadline={survey.deadline} />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <p role="status" aria-live="polite" className="text-lg font-semibold">
              {answeredText(answered, view.members.length, mine)}
            </p>
            {isHost ? (
              <>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run('closeSurvey', { code })}
                >
                  Close survey
                </Button>
                <ShareSurveySwitch />
              </>
            ) : null}
          </div>
        </Card>
        {survey.prompts.map((prompt, index) => (
          <PromptAnswerCard
            key={prompt.id}
            prompt={prompt}
            position={{ index, total: survey.prompts.length }}
            saved={myAnswers[prompt.id] ?? []}
            busy={busy}
            onSave={(answers) => run('answerSurvey', { code, promptId: prompt.id, answers })}
          />
        ))}
      </div>
    </Page>
  );
}
