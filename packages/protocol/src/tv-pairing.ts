import { z } from 'zod';

/**
 * SCREEN-1: connecting a TV by a short code (docs/PROTOCOL.md "TV pairing"). The TV asks for a
 * pairing code (POST /api/tv/pairings), shows it with a QR code of TV_PAIR_PATH, and polls
 * POST /api/tv/pairings/status with its secret token; the host's pairScreen binds the code to
 * a party, and the next poll returns the party's big-screen key, as a display link carries.
 */

/** No 0/O, 1/I/L: 31 characters that read the same from across a room. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;

/** A TV pairing code: 6 characters of PAIRING_ALPHABET (31^6, about 887 million). */
export const PairingCode = z
  .string()
  .regex(
    /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/,
    'A TV code is 6 letters and digits (no 0, O, 1, I or L)',
  );

/** The TV's secret for polling its own code: 32 base64url characters. */
export const PairingToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Invalid pairing token');

/** POST /api/tv/pairings: a fresh code for this TV, and the token to poll it with. */
export const TvPairingResponse = z
  .object({ code: PairingCode, token: PairingToken, expiresAt: z.number().int() })
  .strict();
export type TvPairingResponse = z.infer<typeof TvPairingResponse>;

/** POST /api/tv/pairings/status: the TV asks whether its code was entered. */
export const TvPairingStatusRequest = z.object({ code: PairingCode, token: PairingToken }).strict();
export type TvPairingStatusRequest = z.infer<typeof TvPairingStatusRequest>;

export const TvPairingStatusResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), expiresAt: z.number().int() }).strict(),
  z
    .object({
      status: z.literal('paired'),
      partyCode: z.string(),
      screenKey: z.string(),
    })
    .strict(),
]);
export type TvPairingStatusResponse = z.infer<typeof TvPairingStatusResponse>;

/** GET /api/tv/hosted-parties: the live parties the signed-in user hosts (the QR path). */
export const HostedPartiesResponse = z
  .object({ parties: z.array(z.object({ code: z.string(), members: z.number().int() }).strict()) })
  .strict();
export type HostedPartiesResponse = z.infer<typeof HostedPartiesResponse>;

/** The page a TV's QR code opens on the host's phone: /tv/{code}. */
export function tvPairPath(code: string): string {
  return `/tv/${code}`;
}

/** What the host types, as a code: capitals, without spaces or dashes. */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** The refusals of pairing, the same whatever was wrong (a guesser learns nothing). */
export const PAIRING_ERRORS = {
  invalid: 'That TV code is not right or has expired. Check the code on the TV and try again.',
  expired: 'This TV code has expired.',
  tooManyPending: 'Too many TV codes from your network. Please try again in a few minutes.',
} as const;
