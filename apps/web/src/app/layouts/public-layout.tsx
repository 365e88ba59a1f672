import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../platform/i18n/language-switcher.tsx';
import { BrandMark } from '../../platform/ui/brand-mark.tsx';

const YEAR = new Date().getFullYear();

/** Sign-in, sign-up and the other visitor pages: brand on top, one centred card, language choice. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="cr-public">
      <header className="cr-public-header">
        <BrandMark />
        <LanguageSwitcher />
      </header>
      <main className="cr-public-main">
        <Outlet />
      </main>
      <footer className="cr-public-footer">
        © {YEAR} Clockroom · {t('brand.tagline')}
      </footer>
    </div>
  );
}
