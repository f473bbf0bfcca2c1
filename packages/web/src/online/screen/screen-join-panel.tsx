import { QrCode } from '../../ui/qr-code';
import { joinLink } from '../party/lobby/share-party';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

/**
 * How to join: the code, the QR code and the link, on a lit panel of the stage; the code
 * and the QR fill the lobby's height, compact later.
 */
export function ScreenJoinPanel({ code, compact = false }: { code: string; compact?: boolean }) {
  const link = joinLink(code);
  return (
    <section
      aria-label="Join the party"
      className={cx(
        'flex min-h-0 flex-col items-center justify-center rounded-[3vmin] border-4 border-amber-300/70 bg-white/5 px-[3vmin] text-center shadow-[0_0_6vmin_rgb(252_211_77/0.25)]',
        compact ? 'gap-[1vmin] py-[2vmin]' : 'gap-[2vmin] py-[3vmin]',
      )}
    >
      <h2 className={`${SCREEN_TEXT.body} font-bold tracking-[0.2em] text-amber-200 uppercase`}>
        Party Code
      </h2>
      <p
        className={cx(
          'font-display font-black tracking-[0.15em] text-amber-300 drop-shadow-[0_0.4vmin_0_rgb(0_0_0/0.5)]',
          compact ? SCREEN_TEXT.huge : SCREEN_TEXT.giant,
        )}
      >
        {code}
      </p>
      <QrCode
        text={link}
        label={`QR code of the link to join party ${code}`}
        className={cx('p-[1.5vmin]', compact ? 'size-[24vmin]' : 'size-[48vmin]')}
      />
      <p className={`${SCREEN_TEXT.small} max-w-[48vmin] font-semibold break-all text-slate-200`}>
        {link}
      </p>
    </section>
  );
}
