export function unknownGameType(id: string): string {
  return `"${id}" is not a known game type`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
