import { Button, Card } from '../../ui';

export interface SurveyHandoffProps {
  /** The person who gets the device, from 1, and how many answer. */
  person: number;
  of: number;
  prompt: string;
  onReady: () => void;
}

/**
 * OFF-13: between two people the device is passed: nothing of the last person's answers is
 * on this screen, and the next person opens their answer screen with Ready.
 */
export function SurveyHandoff({ person, of, prompt, onReady }: SurveyHandoffProps) {
  return (
    <Card className="flex flex-col items-center gap-5 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
        Person {person} of {of}
      </p>
      <h2
        id="survey-handoff-title"
        className="w-full rounded-2xl bg-brand-600 px-4 py-5 text-3xl font-black tracking-tight text-white sm:text-4xl"
      >
        {person === 1 ? 'Pass to the first person' : 'Pass to the next person'}
      </h2>
      <p className="text-lg font-medium">
        Answers stay secret: hand the device over and press Ready when nobody else is looking.
      </p>
      <p className="text-base text-slate-700 dark:text-slate-200">“{prompt}”</p>
      {/* Focus on Ready: whoever now holds the device presses it (or Enter). */}
      <Button autoFocus size="lg" variant="success" onClick={onReady} className="w-full sm:w-auto">
        Ready
      </Button>
    </Card>
  );
}
