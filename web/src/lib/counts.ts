/**
 * A count as people read it: '1,234', or for a floor (a broad search counts its matches only so far,
 * docs/decisions/019) a round number below it with a plus: '50+', '1,000+'.
 */
export function countLabel(total: number, atLeast = false): string {
  if (!atLeast) return total.toLocaleString('en-IN');
  const round = total >= 1000 ? Math.floor(total / 1000) * 1000 : total >= 10 ? Math.floor(total / 10) * 10 : total;
  return `${round.toLocaleString('en-IN')}+`;
}
