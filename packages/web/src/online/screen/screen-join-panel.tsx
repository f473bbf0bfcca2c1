import { QrCode } from '../../ui/qr-code';
import { joinLink } from '../party/lobby/share-party';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

/** How to join: the code, the QR code and the link; large in the lobby, compact later. */
export function ScreenJoinPanel({ code, compact = false }: { code: string; compact?: boolean }) {
  const link = joinLink(code);
  return (
    <section
      aria-label="Join the party"
      className={cx(
        'flex flex-col items-center text-center',
        compact ? 'gap-[1vmin]' : 'gap-[2vmin]',
      )}
    >
      <h2 className={`${SCREEN_TEXT.body} font-bold tracking-wide uppercase`}>Party Code</h2>
      <p
        className={cx(
          'font-display font-black tracking-[0.15em] text-brand-700 dark:text-brand-300',
          compact ? SCREEN_TEXT.huge : SCREEN_TEXT.giant,
        )}
      >
        {code}
      </p>
      <QrCode
        text={link}
        label={`QR code of the link to join party ${code}`}
        className={compact ? 'size-[22vmin]' : 'size-[46vmin]'}
      />
      <p className={`${SCREEN_TEXT.small} font-semibold break-all`}>{link}</p>
    </section>
  );
}
