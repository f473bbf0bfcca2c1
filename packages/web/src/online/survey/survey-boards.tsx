import { useState } from 'react';
import { Button, Card, CardTitle, cx } from '../../ui';
import { usePartyOutlet } from '../party/party-context';
import { usePartyCommand } from '../party/use-party-command';
import { SurveyReview } from './survey-review';
import { boardText } from './survey-text';
import { surveyTopicId } from '@trivia/game';
import { type SurveyPromptView, type SurveyView, viewerSurveyOf } from './survey-view';

/**
 * A closed survey's boards: each prompt with its board (or why there is none); the host
 * plays one ("Play" at once, or "Choose Board" to set up teams first). A quizmaster reviews the
 * groups first.
 */
export function SurveyBoards({ survey }: { survey: SurveyView }) {
  const { code, view } = usePartyOutlet();
  const { busy, run } = usePartyCommand();
  const { groups } = viewerSurveyOf(view);
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>The survey is in!</CardTitle>
      <ul className="flex flex-col gap-3">
        {survey.prompts.map((prompt) => (
          <BoardEntry
            key={prompt.id}
            prompt={prompt}
            busy={busy}
            review={
              groups?.[prompt.id] === undefined || prompt.played ? null : (
                <SurveyReview
                  groups={groups[prompt.id] ?? []}
                  members={view.members}
                  busy={busy}
                  onReview={(op) => run('reviewSurvey', { code, promptId: prompt.id, op })}
                />
              )
            }
            onPlay={() =>
              void run('quickStart', { code, pick: { kind: 'survey', promptId: prompt.id } })
            }
            onChoose={() => void run('chooseTopic', { code, topicId: surveyTopicId(prompt.id) })}
          />
        ))}
      </ul>
    </Card>
  );
}

interface BoardEntryProps {
  prompt: SurveyPromptView;
  busy: boolean;
  review: React.ReactNode;
  onPlay: () => void;
  onChoose: () => void;
}

function BoardEntry({ prompt, busy, review, onPlay, onChoose }: BoardEntryProps) {
  const [reviewing, setReviewing] = useState(false);
  const ready = prompt.board?.ready === true && !prompt.played;
  return (
    <li
      data-testid="survey-board"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 className="text-lg leading-snug font-bold break-words">{prompt.text}</h3>
      <p
        className={cx(
          'text-sm font-semibold',
          ready ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-200',
        )}
      >
        {prompt.played ? 'Played' : boardText(prompt.board)}
      </p>
      {ready || review !== null ? (
        <div className="flex flex-wrap gap-2">
          {ready ? (
            <>
              <Button className="flex-1" disabled={busy} onClick={onPlay}>
                Play
              </Button>
              <Button className="flex-1" variant="secondary" disabled={busy} onClick={onChoose}>
                Choose Board
              </Button>
            </>
          ) : null}
          {review !== null ? (
            <Button
              className="flex-1"
              variant="secondary"
              aria-expanded={reviewing}
              onClick={() => setReviewing((on) => !on)}
            >
              {reviewing ? 'Hide answers' : 'Review answers'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {reviewing ? review : null}
    </li>
  );
}
