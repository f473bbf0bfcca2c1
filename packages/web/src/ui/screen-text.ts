/**
 * The big screen's type scale: sized by the smaller side of the window (vmin), so the same
 * layout fills a 1920×1080 TV and a 1280×720 projector and reads from across a room, with
 * floors that keep a phone-sized window usable. At 1920×1080 the smallest step (small,
 * 3vmin) is 32.4 px: no text on the TV is smaller.
 */
export const SCREEN_TEXT = {
  giant: 'text-[length:clamp(2.5rem,12vmin,11rem)] leading-none',
  huge: 'text-[length:clamp(2rem,8vmin,7rem)] leading-none',
  title: 'text-[length:clamp(1.5rem,5.5vmin,4.75rem)] leading-tight',
  large: 'text-[length:clamp(1.25rem,4.4vmin,3.75rem)] leading-tight',
  body: 'text-[length:clamp(1.05rem,3.6vmin,3rem)] leading-snug',
  small: 'text-[length:clamp(0.9rem,3vmin,2.5rem)] leading-snug',
  /** The controls' own buttons (sound, full screen), over their default size. */
  control: 'text-[length:clamp(0.9rem,3vmin,2.5rem)]!',
} as const;

/**
 * The stage: a deep, full-bleed night-blue backdrop with a spotlight from above, under
 * white type (contrast well over 7:1 everywhere on it).
 */
export const STAGE_BACKDROP =
  'bg-[#070b1f] bg-[radial-gradient(ellipse_at_50%_-10%,#2b2a7a_0%,#131640_38%,#070b1f_75%)] text-white';
