/**
 * Stands in for antd's `form/hooks/useForm` inside Radio.Group in production builds (see vite.config.ts).
 * The group imports that module for this one helper, and the module imports rc-form's whole engine and
 * validator (~12 KB gzip): every table has a Radio (row selection), so every list page downloaded a form
 * engine it never ran. Same code as antd 6's `toNamePathStr`; radio-name-path.test.ts keeps them equal.
 */
export function toNamePathStr(name: unknown): string {
  if (name === undefined || name === false) return '';
  return (Array.isArray(name) ? name : [name]).join('_');
}
