const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "30d", "12h", "90m", "45s", "500ms" or plain seconds ("3600") to milliseconds; null if malformed. */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+)\s*(ms|[smhd]?)\s*$/.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] || 's') as keyof typeof UNIT_MS;
  return amount * UNIT_MS[unit];
}
