import type { GameTypeDto } from '@trivia/protocol';
import { Card } from '../../../ui';
import { gameTypeDescription, gameTypeName } from '../../survey/game-type-name';

export interface GameTypeGridProps {
  gameTypes: readonly GameTypeDto[];
  disabled: boolean;
  onChoose: (gameType: GameTypeDto) => void;
}

/** Game type selection: one big button per game type, or the empty state. */
export function GameTypeGrid({ gameTypes, disabled, onChoose }: GameTypeGridProps) {
  if (gameTypes.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg font-semibold">No game types available</p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Contact your administrator to add game types to the system.
        </p>
      </Card>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {gameTypes.map((gameType) => (
        <li key={gameType.id}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(gameType)}
            className="flex h-full min-h-24 w-full flex-col gap-2 rounded-2xl border-2 border-slate-200 bg-white p-5 text-left shadow-md transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
          >
            <span className="text-xl font-bold">{gameTypeName(gameType)}</span>
            <span className="text-slate-700 dark:text-slate-200">
              {gameTypeDescription(gameType)}
            </span>
            <span className="mt-auto text-sm font-semibold text-brand-700 dark:text-brand-300">
              Top {gameType.maxAnswers} answers
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
