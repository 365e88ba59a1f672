/**
 * Geofence maths for mobile clocks (ADR 28): a location is a point and a radius in metres; a clock is
 * inside when its great-circle distance to the point is at most the radius. Pure functions, no I/O.
 */

/** The mean Earth radius (IUGG), in metres: what haversine distances are usually quoted against. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Fence extends Point {
  id: number;
  name: string;
  /** Metres. */
  radius: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The haversine great-circle distance between two points, in metres. */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodal points, and asin would give NaN.
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type FenceCheck =
  | { inside: true; fence: Fence; distance: number }
  /** `outsideBy`: metres from the nearest fence's edge; null when the employee has no fence. */
  | { inside: false; nearest: Fence | null; outsideBy: number | null };

/**
 * Where a position falls among the employee's fences. Inside several, the closest centre wins (the
 * most specific place, e.g. a building inside a campus). Outside all, the nearest edge is reported.
 * The device's accuracy is deliberately not added to the radius: a reading of ±2 km would otherwise
 * pass any fence, and the approvers see the accuracy beside a pending clock.
 */
export function checkFences(position: Point, fences: readonly Fence[]): FenceCheck {
  let bestInside: { fence: Fence; distance: number } | null = null;
  let nearest: { fence: Fence; outsideBy: number } | null = null;
  for (const fence of fences) {
    const distance = distanceMetres(position, fence);
    if (distance <= fence.radius) {
      if (!bestInside || distance < bestInside.distance) bestInside = { fence, distance };
    } else {
      const outsideBy = distance - fence.radius;
      if (!nearest || outsideBy < nearest.outsideBy) nearest = { fence, outsideBy };
    }
  }
  if (bestInside) return { inside: true, ...bestInside };
  return nearest
    ? { inside: false, nearest: nearest.fence, outsideBy: Math.round(nearest.outsideBy) }
    : { inside: false, nearest: null, outsideBy: null };
}

/** A position as people read it: "6.45407, 3.39467" (5 decimals: about a metre). */
export function formatCoordinates(p: Point): string {
  return `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;
}
