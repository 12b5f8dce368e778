import { describe, expect, it } from 'vitest';
import { distanceKm, type Point } from '../../worker/contracts/geo.ts';
import { mapCell, mapCellSize } from '../../worker/db/rules.ts';
import { cellsAround, farthestPointOfCell, KM_PER_DEGREE, nearestPointOfCell } from '../../worker/services/search/map-cells.ts';

/** Every cell of the square around the origin, kept by distanceKm alone: what cellsAround must name. */
function everyCellWithin(origin: Point, level: number, radiusKm: number, innerKm: number): string[] {
  const { row, column } = mapCell(level, origin.latitude, origin.longitude);
  const span = Math.ceil(radiusKm / (mapCellSize(level) * KM_PER_DEGREE)) + 3;
  const kept: string[] = [];
  for (let r = row - span; r <= row + span; r++) {
    for (let c = column - 2 * span; c <= column + 2 * span; c++) {
      const nearKm = distanceKm(origin, nearestPointOfCell(origin, level, r, c));
      const farKm = distanceKm(origin, farthestPointOfCell(origin, level, r, c));
      if (nearKm <= radiusKm * 1.01 && farKm >= innerKm * 0.99) kept.push(`${level}:${r}:${c}`);
    }
  }
  return kept.sort();
}

describe('map cells around a point', () => {
  it('names exactly the cells a ring reaches, its inside and its corners left out', () => {
    const origins: Point[] = [
      { latitude: 12.9716, longitude: 77.5946 },
      { latitude: 13.029799, longitude: 77.604704 },
      { latitude: 12.8452, longitude: 77.6602 },
    ];
    const rings: [level: number, radiusKm: number, innerKm: number][] = [
      [0, 0.5, 0],
      [1, 1.5, 1],
      [2, 3, 2.1],
      [3, 8, 4],
      [5, 20, 10],
      [7, 28, 14],
    ];
    for (const origin of origins) {
      for (const [level, radiusKm, innerKm] of rings) {
        const named = cellsAround(origin, level, radiusKm, innerKm).map((cell) => `${cell.level}:${cell.row}:${cell.column}`);
        expect(named.sort(), `${origin.latitude},${origin.longitude} level ${level}, ${innerKm}–${radiusKm} km`).toEqual(
          everyCellWithin(origin, level, radiusKm, innerKm),
        );
        expect(named.length).toBeGreaterThan(0);
      }
    }
  });
});
