export { e2eSuite, type E2E } from './suite';
export { expectNoAxeViolations } from './axe';
export {
  continueAsGuest,
  createGuestSession,
  completeProviderSignIn,
  signInWithGoogle,
  openUserMenu,
} from './auth';
export { VIEWPORTS, launchBrowser, newContext, type ViewportName } from './browser';
export { expectText, expectGone, expectNoHorizontalOverflow } from './expect';
export { watchConsole, type ConsoleWatch } from './console-watch';
export { tabTo, tabAndPress, isFocused } from './keyboard';
export { gateSocket, type SocketGate } from './socket-gate';
export { lagSocket } from './socket-lag';
