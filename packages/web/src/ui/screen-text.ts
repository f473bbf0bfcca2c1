/**
 * The big screen's type scale: sized by the smaller side of the window (vmin), so the same
 * layout fills a 1920×1080 TV and a 1280×720 projector and reads from across a room, with
 * floors that keep a phone-sized window usable.
 */
export const SCREEN_TEXT = {
  giant: 'text-[length:clamp(2.5rem,12vmin,11rem)] leading-none',
  huge: 'text-[length:clamp(2rem,8vmin,7rem)] leading-none',
  title: 'text-[length:clamp(1.5rem,5vmin,4.25rem)] leading-tight',
  large: 'text-[length:clamp(1.25rem,4vmin,3.5rem)] leading-tight',
  body: 'text-[length:clamp(1.05rem,3vmin,2.5rem)] leading-snug',
  small: 'text-[length:clamp(0.9rem,2.2vmin,1.75rem)] leading-snug',
} as const;
