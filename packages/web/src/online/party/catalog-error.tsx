import { Button, ButtonLink } from '../../ui';
import { LoadError } from '../../ui/load-error';

export interface CatalogErrorProps {
  /** "Failed to load game types" / "Failed to load topics" (the product's exact strings). */
  message: string;
  onRetry: () => void;
}

/** The party screens' load error: "Error" with "Failed to load ...", then a retry or the hub. */
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
