import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../platform/i18n/language-switcher.tsx';
import { BrandMark } from '../../../platform/ui/brand-mark.tsx';

/** /get-started lives outside /ess (spec 2 §2): no menus yet, just the brand and the language. */
export function OnboardingShell({ children }: { children: ReactNode }) {
  return (
    <div className="cr-public">
      <header className="cr-public-header">
        <BrandMark />
        <LanguageSwitcher />
      </header>
      <main className="cr-public-main">{children}</main>
    </div>
  );
}
