/**
 * The browser's position for a clock (Geolocation API), with every way it can fail named, so the
 * employee is told why (issue 10 §2: nothing is saved silently).
 */
export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export type PositionFailure = 'unsupported' | 'insecure' | 'denied' | 'unavailable' | 'timeout';

export class PositionError extends Error {
  constructor(readonly reason: PositionFailure) {
    super(reason);
  }
}

const CODES: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** A fresh, precise reading; a phone may take a few seconds to get a GPS fix. */
export function readPosition(timeoutMs = 20_000): Promise<Position> {
  if (typeof window !== 'undefined' && window.isSecureContext === false)
    return Promise.reject(new PositionError('insecure'));
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.reject(new PositionError('unsupported'));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy }),
      (e) => reject(new PositionError(CODES[e.code] ?? 'unavailable')),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}

/** The i18n key that explains a failure to the employee. */
export const positionFailureKey = (error: unknown): string =>
  `mobileClock.position.${error instanceof PositionError ? error.reason : 'unavailable'}`;
