import { countLabel } from '../../lib/counts.ts';

/**
 * A count as a message takes it: `shown` as people read it ('1,234', '1,000+') and `count` for the plural. A floor
 * (docs/decisions/019) is always many: '1+ results'.
 */
export function counted(total: number, atLeast = false): { count: number; shown: string } {
  return { count: atLeast ? Math.max(total, 2) : total, shown: countLabel(total, atLeast) };
}
