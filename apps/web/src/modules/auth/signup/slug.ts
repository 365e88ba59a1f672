import { COMPANY_SLUG_PATTERN } from '@clockroom/contracts';

/** Suggests a company identifier from the company name: lower-case letters, digits and hyphens, 30 at most. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/g, '');
}

export function isValidSlug(slug: string): boolean {
  return COMPANY_SLUG_PATTERN.test(slug);
}
