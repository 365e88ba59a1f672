import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../notify/notify.ts';
import { LANGUAGES } from './language.ts';
import { chooseLanguage } from './i18n.ts';
import { rememberLanguage } from './remember-language.ts';

/** EN | FR on every page (header and public pages); the choice is kept, on the server once signed in. */
export function LanguageSwitcher({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  return (
    <span
      className="cr-language"
      role="group"
      aria-label={t('language.label')}
      data-testid="language-switcher"
    >
      {LANGUAGES.map((language) => {
        const active = i18n.language === language.code;
        return (
          <Button
            key={language.code}
            size={size}
            type={active ? 'primary' : 'text'}
            aria-pressed={active}
            title={language.label}
            lang={language.code}
            data-testid={`language-${language.code}`}
            onClick={() => {
              if (!active)
                chooseLanguage(language.code)
                  .then(() => rememberLanguage(client, language.code))
                  .catch(notifyError);
            }}
          >
            {language.short}
          </Button>
        );
      })}
    </span>
  );
}
