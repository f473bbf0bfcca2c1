import { useNavigate } from 'react-router';
import type { GameType } from '@trivia/game';
import { Button, ButtonLink, Card, Page, PageTitle, Spinner } from '../../ui';
import { LOAD_GAME_TYPES_FAILED } from '../../topics/catalog-queries';
import { useOfflineGameTypes } from '../../offline-pack/offline-pack-query';
import { OfflineReadiness } from '../../offline-pack/offline-readiness';
import { LoadError } from '../../ui/load-error';
import { useOfflineGame } from '../store/offline-game-store';

/** /offline: choose a game type. Choosing one resets the game and goes to /topics. */
export function GameTypesPage() {
  const { data: gameTypes, isPending, isError, refetch } = useOfflineGameTypes();
  const { dispatch } = useOfflineGame();
  const navigate = useNavigate();

  const choose = (gameType: GameType) => {
    dispatch({ type: 'reset' });
    if (dispatch({ type: 'selectGameType', gameType })) void navigate('/topics');
  };

  return (
    <Page>
      <PageTitle subtitle="One device, any number of friends. Pick a game to play.">
        Offline Party Pack
      </PageTitle>
      <OfflineReadiness />
      {isPending ? <Spinner label="Loading games..." /> : null}
      {isError ? (
        <LoadError
          title="Error Loading Games"
          message={LOAD_GAME_TYPES_FAILED}
          hint="Check the database configuration and that the game_types collection has game types in it."
        >
          <Button onClick={() => void refetch()}>Try Again</Button>
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </LoadError>
      ) : null}
      {gameTypes && gameTypes.length === 0 ? (
        <Card className="text-center">
          <p className="text-lg font-semibold">No game types available</p>
        </Card>
      ) : null}
      {gameTypes && gameTypes.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {gameTypes.map((gameType) => (
            <li key={gameType.id}>
              <GameTypeButton gameType={gameType} onChoose={choose} />
            </li>
          ))}
        </ul>
      ) : null}
      {isError ? null : (
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      )}
    </Page>
  );
}

function GameTypeButton({
  gameType,
  onChoose,
}: {
  gameType: GameType;
  onChoose: (g: GameType) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose(gameType)}
      className="flex h-full w-full flex-col gap-2 rounded-2xl border-2 border-slate-200 bg-white p-5 text-left shadow-lg transition hover:border-brand-500 hover:shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-400"
    >
      <span className="text-2xl font-extrabold tracking-tight">{gameType.name}</span>
      <span className="text-base text-slate-700 dark:text-slate-200">{gameType.description}</span>
      <span className="mt-auto inline-flex w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
        {gameType.maxAnswers} answers to find
      </span>
    </button>
  );
}
