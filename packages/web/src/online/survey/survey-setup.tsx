import { useId, useMemo, useState } from 'react';
import type { SurveyPromptSummary } from '@trivia/protocol';
import { Button, Card, CardTitle, Spinner } from '../../ui';
import { TopicBrowser } from '../../topics/topic-browser';
import { CatalogError } from '../party/catalog-error';
import type { SurveyStart } from './survey-commands';
import { PromptChoiceCard } from './prompt-choice-card';
import { ShareSurveySwitch } from './share-survey-switch';
import { useSurveyPrompts } from './survey-prompts-query';
import { SURVEY_DEFAULT_SECONDS, SURVEY_MAX_PROMPTS } from '@trivia/game';
import { SURVEY_SECONDS_CHOICES } from './survey-text';

const PROMPT_NOUN = { one: 'prompt', many: 'prompts' };
const PROMPT_EXAMPLES = 'e.g. breakfast, beach, pets';

export interface SurveySetupProps {
  busy: boolean;
  onStart: (payload: SurveyStart) => void;
}

function secondsLabel(seconds: number): string {
  return seconds === 0 ? 'No countdown' : `${seconds} seconds`;
}

const selectClasses =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/**
 * The host starts a survey: "Surprise me" (any number of prompts from 1 to 5), or prompts
 * picked from the library by category or search; family-friendly only if wanted; the
 * countdown (30 seconds unless changed).
 */
export function SurveySetup({ busy, onStart }: SurveySetupProps) {
  const prompts = useSurveyPrompts(true);
  const [picked, setPicked] = useState<SurveyPromptSummary[]>([]);
  const [familyOnly, setFamilyOnly] = useState(false);
  const [seconds, setSeconds] = useState<number>(SURVEY_DEFAULT_SECONDS);
  const [surpriseCount, setSurpriseCount] = useState(1);
  const secondsId = useId();
  const countId = useId();
  const items = useMemo(
    () =>
      (prompts.data ?? [])
        .filter((prompt) => !familyOnly || prompt.familyFriendly)
        .map((prompt) => ({ ...prompt, title: prompt.text })),
    [prompts.data, familyOnly],
  );
  if (prompts.isPending) return <Spinner label="Loading prompts..." />;
  if (prompts.isError) {
    return <CatalogError message={prompts.error.message} onRetry={() => void prompts.refetch()} />;
  }
  const toggle = (prompt: SurveyPromptSummary) =>
    setPicked((all) =>
      all.some((other) => other.id === prompt.id)
        ? all.filter((other) => other.id !== prompt.id)
        : [...all, prompt].slice(0, SURVEY_MAX_PROMPTS),
    );
  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4">
        <CardTitle>Run a survey</CardTitle>
        <p className="text-slate-700 dark:text-slate-200">
          Everyone answers on their own phone. The most popular answers make the board.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={secondsId} className="mb-1 block text-sm font-semibold">
              Time to answer
            </label>
            <select
              id={secondsId}
              value={seconds}
              onChange={(event) => setSeconds(Number(event.target.value))}
              className={selectClasses}
            >
              {SURVEY_SECONDS_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {secondsLabel(choice)}
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end text-base font-semibold">
            <input
              type="checkbox"
              checked={familyOnly}
              onChange={(event) => setFamilyOnly(event.target.checked)}
              className="size-5 accent-brand-600"
            />
            Family-friendly only
          </label>
        </div>
        <ShareSurveySwitch />
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-32 flex-1">
            <label htmlFor={countId} className="mb-1 block text-sm font-semibold">
              Questions
            </label>
            <select
              id={countId}
              value={surpriseCount}
              onChange={(event) => setSurpriseCount(Number(event.target.value))}
              className={selectClasses}
            >
              {[1, 2, 3, 4, 5].map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <Button
            size="lg"
            className="flex-1"
            disabled={busy}
            onClick={() => onStart({ surprise: { count: surpriseCount, familyOnly }, seconds })}
          >
            Surprise me
          </Button>
        </div>
      </Card>
      <PickedPrompts
        picked={picked}
        busy={busy}
        onRemove={toggle}
        onStart={() =>
          onStart({
            prompts: picked.map((prompt) => ({ kind: 'library', promptId: prompt.id })),
            seconds,
          })
        }
      />
      <TopicBrowser
        topics={items}
        browseFirst
        noun={PROMPT_NOUN}
        placeholder={PROMPT_EXAMPLES}
        renderTopic={(prompt) => (
          <PromptChoiceCard
            prompt={prompt}
            picked={picked.some((other) => other.id === prompt.id)}
            full={picked.length >= SURVEY_MAX_PROMPTS}
            onToggle={toggle}
          />
        )}
      />
    </div>
  );
}

function PickedPrompts({
  picked,
  busy,
  onRemove,
  onStart,
}: {
  picked: readonly SurveyPromptSummary[];
  busy: boolean;
  onRemove: (prompt: SurveyPromptSummary) => void;
  onStart: () => void;
}) {
  const titleId = useId();
  if (picked.length === 0) {
    return (
      <p className="text-center text-slate-700 dark:text-slate-200">
        Or pick up to {SURVEY_MAX_PROMPTS} prompts below.
      </p>
    );
  }
  return (
    <Card aria-labelledby={titleId} className="flex flex-col gap-3">
      <CardTitle id={titleId}>
        Your survey ({picked.length} of {SURVEY_MAX_PROMPTS})
      </CardTitle>
      <ul className="flex flex-col gap-2">
        {picked.map((prompt) => (
          <li key={prompt.id} className="flex items-center gap-2">
            <span className="min-w-0 flex-1 font-semibold break-words">{prompt.text}</span>
            <Button
              variant="ghost"
              aria-label={`Remove ${prompt.text}`}
              onClick={() => onRemove(prompt)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button size="lg" disabled={busy} onClick={onStart}>
        Start survey
      </Button>
    </Card>
  );
}
