import { describe, expect, it } from 'vitest';
import { checkFences, distanceMetres, formatCoordinates, type Fence } from './geofence.ts';

const lagosOffice: Fence = {
  id: 1,
  name: 'Marina office',
  latitude: 6.45407,
  longitude: 3.39467,
  radius: 100,
};

describe('distanceMetres (haversine)', () => {
  it('is zero for the same point', () => {
    expect(distanceMetres(lagosOffice, lagosOffice)).toBe(0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    // 2π × 6,371,008.8 m / 360 = 111,195.08 m
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195.08,
      1,
    );
  });

  it('measures one degree of longitude at 60° as half of one at the equator', () => {
    const atEquator = distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const at60 = distanceMetres({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 3);
  });

  it('gives the known London–Paris great-circle distance (≈ 343.5 km)', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(distanceMetres(london, paris) / 1000).toBeCloseTo(343.5, 0);
  });

  it('gives the known Lagos–Abuja distance (≈ 524 km)', () => {
    const abuja = { latitude: 9.0765, longitude: 7.3986 };
    const d = distanceMetres({ latitude: 6.5244, longitude: 3.3792 }, abuja) / 1000;
    expect(d).toBeGreaterThan(522);
    expect(d).toBeLessThan(526);
  });

  it('is symmetric and finite for antipodal points (half the circumference)', () => {
    const a = { latitude: 10, longitude: 20 };
    const b = { latitude: -10, longitude: -160 };
    expect(distanceMetres(a, b)).toBeCloseTo(Math.PI * 6_371_008.8, 0);
    expect(distanceMetres(b, a)).toBeCloseTo(distanceMetres(a, b), 6);
  });

  it('crosses the antimeridian the short way', () => {
    const d = distanceMetres({ latitude: 0, longitude: 179.9995 }, { latitude: 0, longitude: -179.9995 });
    expect(d).toBeCloseTo(111.2, 0);
  });
});

/** A point `metres` north of the office (1 m of latitude ≈ 1 / 111,195.08 degrees). */
const north = (metres: number) => ({
  latitude: lagosOffice.latitude + metres / 111_195.08,
  longitude: lagosOffice.longitude,
});

describe('checkFences', () => {
  it('is inside at the centre and just inside the edge', () => {
    expect(checkFences(lagosOffice, [lagosOffice])).toMatchObject({ inside: true, fence: { id: 1 } });
    expect(checkFences(north(99.5), [lagosOffice])).toMatchObject({ inside: true });
  });

  it('counts a point exactly on the radius as inside, and a metre beyond as outside by 1 m', () => {
    const exact = distanceMetres(lagosOffice, north(100));
    expect(checkFences(north(100), [{ ...lagosOffice, radius: exact }])).toMatchObject({ inside: true });
    expect(checkFences(north(100), [{ ...lagosOffice, radius: exact - 0.01 }])).toMatchObject({
      inside: false,
    });
    expect(checkFences(north(101), [lagosOffice])).toEqual({
      inside: false,
      nearest: lagosOffice,
      outsideBy: 1,
    });
  });

  it('reports the nearest edge when outside every fence', () => {
    const far: Fence = { id: 2, name: 'Ikeja', latitude: 6.6018, longitude: 3.3515, radius: 500 };
    const r = checkFences(north(350), [far, lagosOffice]);
    expect(r).toEqual({ inside: false, nearest: lagosOffice, outsideBy: 250 });
  });

  it('picks the closest centre when inside several fences', () => {
    const campus: Fence = { ...lagosOffice, id: 3, name: 'Campus', radius: 5000 };
    const building: Fence = {
      ...lagosOffice,
      id: 4,
      name: 'Block B',
      latitude: north(40).latitude,
      radius: 50,
    };
    expect(checkFences(north(45), [campus, building])).toMatchObject({ inside: true, fence: { id: 4 } });
  });

  it('is outside with no nearest fence when the employee has none', () => {
    expect(checkFences(lagosOffice, [])).toEqual({ inside: false, nearest: null, outsideBy: null });
  });
});

describe('formatCoordinates', () => {
  it('writes five decimals', () => {
    expect(formatCoordinates({ latitude: 6.454071234, longitude: -3.3 })).toBe('6.45407, -3.30000');
  });
});
