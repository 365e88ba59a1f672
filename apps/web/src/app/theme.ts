import type { ThemeConfig } from 'antd';

export const PRIMARY = '#1f6feb';

/** One place for the look: brand colour, radius, type, and the few component tweaks. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorSuccess: '#1a7f37',
    colorWarning: '#bf8700',
    colorError: '#cf222e',
    colorLink: PRIMARY,
    borderRadius: 8,
    colorBgLayout: '#f5f7fb',
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px' },
    Menu: {
      itemBorderRadius: 8,
      itemSelectedBg: '#eaf2ff',
      itemSelectedColor: PRIMARY,
      itemMarginInline: 8,
      iconSize: 16,
      collapsedIconSize: 18,
    },
    Card: { headerFontSize: 15 },
    Table: { headerBg: '#f7f9fc', headerColor: '#57606a' },
    Button: { fontWeight: 500 },
  },
};

/** The theme, with antd's animations off when the user's system asks for reduced motion. */
export const themeFor = (reducedMotion: boolean): ThemeConfig =>
  reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
