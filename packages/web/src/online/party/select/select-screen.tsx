import { Page, PageTitle, Spinner } from '../../../ui';
import { useGameTypes } from '../../../topics/catalog-queries';
import { BackButton } from '../back-button';
import { CatalogError } from '../catalog-error';
import { usePartyOutlet } from '../party-context';
import { LOADING_LABELS } from '../party-screens';
import { usePartyCommand } from '../use-party-command';
import { WaitingCard } from '../waiting-card';
import { GameTypeGrid } from './game-type-grid';

/** Game type selection: the host picks from the grid; others wait. */
export function SelectScreen() {
  const { isHost } = usePartyOutlet();
  return (
    <Page width="wide">
      <PageTitle>Choose a Game</PageTitle>
      {isHost ? <HostGameTypes /> : <WaitingCard message="Host is choosing a game..." />}
      <BackButton to="lobby">Back to Lobby</BackButton>
    </Page>
  );
}

function HostGameTypes() {
  const { code } = usePartyOutlet();
  const gameTypes = useGameTypes();
  const { busy, run } = usePartyCommand();
  if (gameTypes.isPending) return <Spinner label={LOADING_LABELS.select} />;
  if (gameTypes.isError) {
    return (
      <CatalogError message={gameTypes.error.message} onRetry={() => void gameTypes.refetch()} />
    );
  }
  return (
    <GameTypeGrid
      gameTypes={gameTypes.data}
      disabled={busy}
      onChoose={(gameType) => void run('chooseGameType', { code, gameTypeId: gameType.id })}
    />
  );
}
