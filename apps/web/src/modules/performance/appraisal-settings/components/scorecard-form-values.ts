import type { Scorecard, ScorecardInput } from '@clockroom/contracts';

/** The scorecard editor's values, as the form holds them (labels by point, blanks allowed). */
export interface KpiValues {
  name: string;
  description: string;
  target: string;
  weight: number | null;
}
export interface SectionValues {
  name: string;
  weight: number | null;
  kpis: KpiValues[];
}
export interface ScorecardValues {
  name: string;
  sections: SectionValues[];
  rating_scale: { min: number | null; max: number | null; labels: Record<string, string | undefined> };
}

export const emptyKpi = (): KpiValues => ({ name: '', description: '', target: '', weight: null });
export const emptySection = (): SectionValues => ({ name: '', weight: null, kpis: [emptyKpi()] });

export const DEFAULT_SCALE = { min: 1, max: 5, labels: {} };

/** A stored scorecard as the editor's values (a copy gets its new name). */
export function valuesOf(card: Scorecard | undefined, name?: string): ScorecardValues {
  if (!card) return { name: '', sections: [emptySection()], rating_scale: { ...DEFAULT_SCALE, labels: {} } };
  return {
    name: name ?? card.name,
    sections: card.sections.map((s) => ({
      name: s.name,
      weight: s.weight,
      kpis: s.kpis.map((k) => ({
        name: k.name,
        description: k.description ?? '',
        target: k.target ?? '',
        weight: k.weight,
      })),
    })),
    rating_scale: { ...card.rating_scale, labels: { ...card.rating_scale.labels } },
  };
}

/** The points of a scale, lowest first; none while the bounds are unreadable or too far apart. */
export function scalePoints(min: unknown, max: unknown): number[] {
  const lo = Number(min);
  const hi = Number(max);
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo || hi - lo > 20) return [];
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** The body of POST / PUT: labels of the scale's own points only, blanks left out. */
export function bodyOf(v: ScorecardValues): ScorecardInput {
  const points = new Set(scalePoints(v.rating_scale.min, v.rating_scale.max).map(String));
  const labels = Object.fromEntries(
    Object.entries(v.rating_scale.labels ?? {}).flatMap(([p, l]) =>
      points.has(p) && l?.trim() ? [[p, l.trim()]] : [],
    ),
  );
  return {
    name: v.name,
    sections: (v.sections ?? []).map((s) => ({
      name: s.name,
      weight: s.weight ?? 0,
      kpis: (s.kpis ?? []).map((k) => ({
        name: k.name,
        description: k.description || null,
        target: k.target || null,
        weight: k.weight ?? 0,
      })),
    })),
    rating_scale: { min: v.rating_scale.min ?? 0, max: v.rating_scale.max ?? 0, labels },
  };
}

/** A 422's field ("sections.0.kpis.1.name") as the form's path, for the fields the editor shows. */
export function nestedPath(field: string): (string | number)[] | null {
  if (
    !/^(sections\.\d+\.(name|weight)|sections\.\d+\.kpis\.\d+\.(name|weight|target|description)|rating_scale\.(min|max))$/.test(
      field,
    )
  )
    return null;
  return field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}
