import { useId, useState, type FormEvent } from 'react';
import { saidItText, SURVEY_GROUP_NAME_LENGTH } from '@trivia/game';
import { Button, cx } from '../../ui';
import type { PartyMember } from '../party/party-context';
import type { SurveyAnswerRef, SurveyReviewOp } from './survey-commands';
import type { SurveyGroupView } from './survey-view';

export interface SurveyReviewProps {
  groups: readonly SurveyGroupView[];
  members: readonly PartyMember[];
  busy: boolean;
  onReview: (op: SurveyReviewOp) => Promise<boolean>;
}

/**
 * The quizmaster's review of one prompt before its board goes live: every group with its
 * count and answers (who said what); merge two groups, split an answer out, rename a group,
 * remove an answer.
 */
export function SurveyReview({ groups, members, busy, onReview }: SurveyReviewProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const nameOf = (memberId: string) =>
    members.find((member) => member.userId === memberId)?.displayName ?? 'Someone who left';
  const toggle = (index: number) =>
    setSelected((all) =>
      all.includes(index) ? all.filter((other) => other !== index) : [...all, index].slice(-2),
    );
  const [a, b] = selected;
  const merge = () => {
    if (a === undefined || b === undefined) return;
    void onReview({ kind: 'merge', a, b }).then((ok) => {
      if (ok) setSelected([]);
    });
  };
  if (groups.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">Nobody answered this one.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Tick two groups to merge them. The largest groups make the board.
      </p>
      <div className="flex">
        <Button disabled={busy || selected.length !== 2} onClick={merge}>
          {selected.length === 2 ? 'Merge these 2 groups' : 'Tick 2 groups to merge'}
        </Button>
      </div>
      <ol className="flex flex-col gap-3">
        {groups.map((group, index) => (
          <GroupRow
            key={`${index}:${group.name}`}
            group={group}
            selected={selected.includes(index)}
            busy={busy}
            nameOf={nameOf}
            onSelect={() => toggle(index)}
            onRename={(name) => onReview({ kind: 'rename', group: index, name })}
            onAnswer={(kind, answer) => void onReview({ kind, group: index, answer })}
          />
        ))}
      </ol>
    </div>
  );
}

/** Which answer a review step means: its member and order only (the command takes no more). */
function refOf({ memberId, order }: SurveyAnswerRef): SurveyAnswerRef {
  return { memberId, order };
}

interface GroupRowProps {
  group: SurveyGroupView;
  selected: boolean;
  busy: boolean;
  nameOf: (memberId: string) => string;
  onSelect: () => void;
  onRename: (name: string) => Promise<boolean>;
  onAnswer: (kind: 'split' | 'remove', answer: SurveyAnswerRef) => void;
}

function GroupRow({ group, selected, busy, nameOf, onSelect, onRename, onAnswer }: GroupRowProps) {
  const [renaming, setRenaming] = useState(false);
  const nameId = useId();
  return (
    <li
      data-testid="survey-group"
      className={cx(
        'flex flex-col gap-2 rounded-2xl border-2 p-3',
        selected
          ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/40'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={onSelect}
            className="size-5 shrink-0 accent-brand-600"
          />
          <span className="min-w-0 flex-1 text-lg font-bold break-words">{group.name}</span>
        </label>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <span className="shrink-0 rounded-full bg-amber-300 px-2.5 py-0.5 text-sm font-bold text-amber-950">
            {saidItText(group.count)}
          </span>
          <Button
            variant="ghost"
            aria-label={`Rename ${group.name}`}
            disabled={busy}
            onClick={() => setRenaming((on) => !on)}
          >
            Rename
          </Button>
        </div>
      </div>
      {renaming ? (
        <RenameForm
          id={nameId}
          name={group.name}
          busy={busy}
          onSave={(name) =>
            void onRename(name).then((ok) => {
              if (ok) setRenaming(false);
            })
          }
        />
      ) : null}
      <ul className="flex flex-col gap-1">
        {group.answers.map((answer) => (
          <li
            key={`${answer.memberId}:${answer.order}`}
            className="flex flex-col gap-1 rounded-xl bg-slate-100 px-3 py-2 sm:flex-row sm:items-center sm:gap-2 dark:bg-slate-800"
          >
            <span className="min-w-0 break-words sm:flex-1">
              <span className="font-semibold">{answer.text}</span>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {' '}
                · {nameOf(answer.memberId)}
              </span>
            </span>
            <span className="flex justify-end gap-2">
              {group.answers.length > 1 ? (
                <Button
                  variant="ghost"
                  aria-label={`Split out ${answer.text} (${nameOf(answer.memberId)})`}
                  disabled={busy}
                  onClick={() => onAnswer('split', refOf(answer))}
                >
                  Split out
                </Button>
              ) : null}
              <Button
                variant="danger-quiet"
                disabled={busy}
                aria-label={`Remove ${answer.text} (${nameOf(answer.memberId)})`}
                onClick={() => onAnswer('remove', refOf(answer))}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function RenameForm({
  id,
  name,
  busy,
  onSave,
}: {
  id: string;
  name: string;
  busy: boolean;
  onSave: (name: string) => void;
}) {
  const [draft, setDraft] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== '') onSave(draft.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          New name
        </label>
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={SURVEY_GROUP_NAME_LENGTH}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
      </div>
      <Button type="submit" disabled={busy || draft.trim() === ''}>
        Save name
      </Button>
    </form>
  );
}
