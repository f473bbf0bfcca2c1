import { Button, ButtonLink } from '../../ui';
import { LoadError } from '../../ui/load-error';

export interface CatalogErrorProps {
  /** "Failed to load game types" / "Failed to load topics" (SPEC §8). */
  message: string;
  onRetry: () => void;
}

/** SPEC §8 Party screens: "Error" with "Failed to load ...", then a retry or the hub. */
export function CatalogError({ message, onRetry }: CatalogErrorProps) {
  return (
    <LoadError title="Error" message={message}>
      <Button onClick={onRetry}>Try Again</Button>
      <ButtonLink to="/online" variant="secondary">
        Back to Online Hub
      </ButtonLink>
    </LoadError>
  );
}
