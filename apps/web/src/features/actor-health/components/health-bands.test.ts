import { describe, expect, it } from 'vitest';
import { BAND_COLOURS, pointColour, temperatureBand } from './health-bands';

describe('health marks (data-calls §9)', () => {
  it('puts a temperature in its band: above 39 red … 36 or below blue', () => {
    const colour = (t: number) => BAND_COLOURS[temperatureBand(t)];
    expect([39.1, 39, 38.1, 38, 37.1, 37, 36.1, 36, 35.2].map(colour)).toEqual(['red', 'volcano', 'volcano', 'gold', 'gold', 'green', 'green', 'blue', 'blue']);
  });

  it('colours points 0 and 1 green, 2 orange, 3 red', () => {
    expect([0, 1, 2, 3].map(pointColour)).toEqual(['green', 'green', 'orange', 'red']);
  });
});
