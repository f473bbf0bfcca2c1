import { pointsForRank, pointsText } from '@trivia/game';
import { ModalDialog } from '../ui';
import { Button } from '../ui';

export interface AnswerChoice {
  rank: number;
  text: string;
}

/** What "Accept" asks (JUDGE-1): pick an answer, confirm the proposal, or say none is close. */
export type AcceptQuestion =
  | {
      kind: 'choose';
      guess: string;
      choices: readonly AnswerChoice[];
      /** JUDGE-3: The closest answer, marked among the choices (null: none is close). */
      proposal?: AnswerChoice | null;
    }
  | { kind: 'proposal'; guess: string; answer: AnswerChoice }
  | { kind: 'none'; guess: string };

export interface AcceptDialogProps {
  question: AcceptQuestion;
  onConfirm: (rank: number) => void;
  onDismiss: () => void;
}

/**
 * JUDGE-1: The host's "Accept" question in the app's dialog. Online (JUDGE-2, JUDGE-3, a host who
 * plays too) and on the results the host chooses the answer, the closest marked; offline in
 * play everyone sees the device, so the host confirms the one proposed.
 */
export function AcceptDialog({ question, onConfirm, onDismiss }: AcceptDialogProps) {
  const cancel = (
    <Button variant="secondary" onClick={onDismiss}>
      Cancel
    </Button>
  );
  if (question.kind === 'none') {
    return (
      <ModalDialog
        title="No close answer: use Adjust score"
        onDismiss={onDismiss}
        actions={<Button onClick={onDismiss}>OK</Button>}
      >
        {`No answer left on the board is close to '${question.guess}'.`}
      </ModalDialog>
    );
  }
  if (question.kind === 'proposal') {
    const { answer } = question;
    return (
      <ModalDialog
        title={`Accept '${question.guess}' as ${answer.text}?`}
        onDismiss={onDismiss}
        actions={
          <>
            <Button onClick={() => onConfirm(answer.rank)}>Accept</Button>
            {cancel}
          </>
        }
      >
        {`#${answer.rank + 1} ${answer.text} is revealed and the team scores ${pointsText(pointsForRank(answer.rank))}.`}
      </ModalDialog>
    );
  }
  const closest = question.proposal ?? null;
  return (
    <ModalDialog
      title={`Accept '${question.guess}' as which answer?`}
      onDismiss={onDismiss}
      actions={
        <>
          {question.choices.map((choice) => (
            <Button
              key={choice.rank}
              variant={closest === null || closest.rank === choice.rank ? 'primary' : 'secondary'}
              onClick={() => onConfirm(choice.rank)}
            >
              {`#${choice.rank + 1} ${choice.text}`}
              {closest?.rank === choice.rank ? ' (closest)' : ''}
            </Button>
          ))}
          {cancel}
        </>
      }
    >
      The answer is revealed and the guessing team scores its points.
    </ModalDialog>
  );
}
