import { countOf } from '@trivia/game';
import { useId } from 'react';
import type { MyTopicDto, PackDto } from '@trivia/protocol';
import { Button, CopyLinkField } from '../../ui';
import { QrCode } from '../../ui/qr-code';

export interface PackCardProps {
  pack: PackDto;
  topics: readonly MyTopicDto[];
  busy: boolean;
  onShare: () => void;
  onRevoke: () => void;
  onDelete: () => void;
}

/** The share link of a pack's token, on this server. */
export function shareLink(token: string): string {
  return `${window.location.origin}/shared-pack/${encodeURIComponent(token)}`;
}

/** One pack: its topics, and while shared its link and QR code, which the owner can revoke. */
export function PackCard({ pack, topics, busy, onShare, onRevoke, onDelete }: PackCardProps) {
  const titleId = useId();
  const titles = pack.topicIds.map((id) => topics.find((topic) => topic.id === id)?.title ?? '');
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-md dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-xl font-bold break-words">
        {pack.name}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {countOf(titles.length, 'topic', 'topics')}: {titles.filter(Boolean).join(', ')}
      </p>
      {pack.shareToken ? (
        <div className="flex flex-col gap-3">
          <CopyLinkField
            link={shareLink(pack.shareToken)}
            label="Share link"
            buttonLabel="Copy Link"
            copiedMessage="Link copied"
          />
          <QrCode text={shareLink(pack.shareToken)} label={`QR code of the link to ${pack.name}`} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {pack.shareToken ? (
          <Button variant="secondary" disabled={busy} onClick={onRevoke} aria-describedby={titleId}>
            Stop Sharing
          </Button>
        ) : (
          <Button disabled={busy} onClick={onShare} aria-describedby={titleId}>
            Share Pack
          </Button>
        )}
        <Button variant="ghost" disabled={busy} onClick={onDelete} aria-describedby={titleId}>
          Delete Pack
        </Button>
      </div>
    </article>
  );
}
