import type { BrowserContext, Page } from 'playwright-core';
import type { ViewportName } from './browser';

export interface ScreenshotContext {
  baseURL: string;
  context: BrowserContext;
  device: ViewportName;
}

/** One screen for `npm run screenshots`, taken at 360 px and at 1280 px. */
export interface ScreenshotTarget {
  /** File name stem: e2e/screenshots/<name>-<phone|desktop>.png */
  name: string;
  /** Opened first, relative to the app origin. */
  path: string;
  /** Session before opening `path` (default none). */
  auth?: 'none' | 'guest' | 'google';
  /** Colour scheme of the profile (default light). */
  colorScheme?: 'light' | 'dark';
  /** Steps after opening `path` (clicks, further navigation) to reach the screen. */
  setup?: (page: Page, ctx: ScreenshotContext) => Promise<void>;
  /** What to wait for before the shot (default: network idle). */
  ready?: (page: Page) => Promise<void>;
  /**
   * Window sizes to shoot instead of the phone and the desktop (e.g. a TV), each as a
   * desktop profile: e2e/screenshots/<name>-<label>.png.
   */
  sizes?: ReadonlyArray<{ label: string; width: number; height: number }>;
  /**
   * 'no-preference' to photograph motion (a tile mid-flip, confetti); screenshots
   * are taken with reduced motion otherwise, so they do not depend on an animation's timing.
   */
  reducedMotion?: 'reduce' | 'no-preference';
  /** false: only the window as it is (e.g. what a phone shows over its keyboard); default the whole page. */
  fullPage?: boolean;
}
