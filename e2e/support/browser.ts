import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core';

/** Debian's Chromium (CI installs it); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this machine needs: root, no GPU, closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** True when browser tests must run (CI): a missing Chromium is then a failure, not a skip. */
export function servicesRequired(): boolean {
  return process.env.REQUIRE_SERVICES === '1';
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The two screens every screen is judged on. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface ContextOptions extends BrowserContextOptions {
  /** Which screen size (default phone). */
  device?: ViewportName;
}

/** A fresh browser profile (no cookies, no storage) sized like a phone or a desktop. */
export function newContext(
  browser: Browser,
  baseURL: string,
  { device = 'phone', ...options }: ContextOptions = {},
): Promise<BrowserContext> {
  const phone = device === 'phone';
  return browser.newContext({
    baseURL,
    viewport: VIEWPORTS[device],
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'en-US',
    ...options,
  });
}
