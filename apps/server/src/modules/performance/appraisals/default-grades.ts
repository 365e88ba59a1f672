/**
 * The five bands every company starts with (issue 22), which it may change or delete (written by
 * createDefaultGrades, appraisal-settings.repository.ts).
 */
export const DEFAULT_GRADES = [
  { name: 'Outstanding', min_score: 85, max_score: 100, description: 'Consistently far above expectations' },
  { name: 'Exceeds', min_score: 70, max_score: 84, description: 'Above expectations' },
  { name: 'Meets', min_score: 50, max_score: 69, description: 'Meets expectations' },
  { name: 'Below', min_score: 30, max_score: 49, description: 'Below expectations' },
  { name: 'Unsatisfactory', min_score: 0, max_score: 29, description: 'Well below expectations' },
] as const;
