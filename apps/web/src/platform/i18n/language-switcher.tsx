import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from './language.ts';
import { setLanguage } from './i18n.ts';

interface LanguageSwitcherProps {
  /** Icon and short code only, for tight headers. */
  compact?: boolean;
}

export function LanguageSwitcher({ compact = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(value: string) => isLanguage(value) && setLanguage(value)}
      variant="borderless"
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      options={LANGUAGES.map((l) => ({ value: l.code, label: compact ? l.short : l.label }))}
      style={{ minWidth: compact ? 84 : 132 }}
    />
  );
}
