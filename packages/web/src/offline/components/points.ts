/** "1 point", "4 points". */
export function pointsText(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/** The short form for tight spots: "1 pt", "4 pts". */
export function pointsShort(points: number): string {
  return `${points} ${points === 1 ? 'pt' : 'pts'}`;
}
