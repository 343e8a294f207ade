/** data-calls §9 'Temperature buckets': 4 above 39 (red) … 0 at 36 or below (blue). */
export function temperatureBand(temperature: number): number {
  if (temperature > 39) return 4;
  if (temperature > 38) return 3;
  if (temperature > 37) return 2;
  if (temperature > 36) return 1;
  return 0;
}
export const BAND_COLOURS = ['blue', 'green', 'gold', 'volcano', 'red'] as const;

/** data-calls §9 'Health point colours': 0 or 1 green, 2 orange, 3 red. */
export const pointColour = (point: number) => (point >= 3 ? 'red' : point === 2 ? 'orange' : 'green');
