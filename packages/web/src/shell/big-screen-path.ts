/**
 * AUTH-6: The big screen's path, /party/{code}/screen. It is a TV's whole screen: no
 * navigation bar or avatar around it, and no sign-in guard in front of it (a TV that never
 * signed in watches with the link's key alone; docs/PROTOCOL.md "Big screen").
 */
export const BIG_SCREEN_PATH = /^\/party\/[^/]+\/screen\/?$/;

/** SCREEN-1: a TV's pairing page, /tv: a whole screen too, before it is a party's. */
export const TV_PAIRING_PATH = /^\/tv\/?$/;

export function isBigScreenPath(pathname: string): boolean {
  return BIG_SCREEN_PATH.test(pathname) || TV_PAIRING_PATH.test(pathname);
}
