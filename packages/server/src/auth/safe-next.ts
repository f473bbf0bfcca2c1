/**
 * Where to go after sign-in: a same-site path only ("/…" but not "//…" or "/\…",
 * which browsers treat as another host). Anything else becomes "/".
 */
export function safeNextPath(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if ([...next].some(isControlCharacter)) return '/';
  return next;
}

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
