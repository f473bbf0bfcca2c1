import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { QrCode } from '../../ui/qr-code';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { pairedScreenPath } from '../screen/screen-path';
import { spacedPairingCode, tvPairLink } from './pairing-code';
import { useTvPairing } from './use-tv-pairing';

/** The one line the room reads: what to do with the code. */
export const TV_PAIRING_HINT = 'On your phone, open the party lobby and enter this code';

/**
 * /tv (SCREEN-1): a TV or a laptop on a projector, never signed in, shows a short code and a
 * QR code, large, on a dark stage. When the host enters the code in the lobby (or scans the
 * QR code), this page becomes the party's big screen by itself, as a display link does.
 */
export function TvPairingPage() {
  const state = useTvPairing();
  const navigate = useNavigate();
  useEffect(() => {
    if (state.phase === 'paired') {
      void navigate(pairedScreenPath(state.partyCode, state.screenKey), { replace: true });
    }
  }, [state, navigate]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 px-[5vmin] py-[4vmin] text-white">
      <h1 className={`${SCREEN_TEXT.title} font-display font-black tracking-tight`}>
        Connect this TV
      </h1>
      <div className="flex min-h-0 flex-1 flex-wrap items-center justify-center gap-x-[8vmin] gap-y-[3vmin]">
        {state.phase === 'showing' ? (
          <>
            <section aria-label="TV code" className="flex max-w-[60rem] flex-col gap-[3vmin]">
              <p className={`${SCREEN_TEXT.large} font-bold text-brand-300`} id="tv-pairing-hint">
                {TV_PAIRING_HINT}
              </p>
              <p
                aria-describedby="tv-pairing-hint"
                data-testid="tv-pairing-code"
                aria-label={`TV code ${[...state.code].join(' ')}`}
                className="font-mono text-[length:clamp(3rem,20vmin,14rem)] leading-none font-black tracking-[0.08em] whitespace-nowrap"
              >
                {spacedPairingCode(state.code)}
              </p>
              <p className={`${SCREEN_TEXT.body} text-slate-300`}>
                Or scan the QR code with the phone you host from.
              </p>
            </section>
            <QrCode
              text={tvPairLink(state.code)}
              label="QR code to connect this TV from your phone"
              className="size-[52vmin]"
            />
          </>
        ) : (
          <p role="status" className={`${SCREEN_TEXT.large} font-bold text-slate-200`}>
            {state.phase === 'failed' ? state.error : 'Getting a TV code…'}
          </p>
        )}
      </div>
    </div>
  );
}
