import type { ThemeConfig } from 'antd';

/**
 * The back-office colours: the brand's gold and ink (storefront-look.md), chosen so every text
 * reads at 4.5:1 or better on white and on the #F5F5F5 page, and every control's edge and focus
 * ring at 3:1 (staff-theme.test.ts measures each pair). antd's defaults (grey #8c8c8c, red
 * #ff4d4f, gold and green tags) fall short, and its lighter hover shades would too.
 */
export const staffColors = {
  ink: '#1A1A1A',
  page: '#F5F5F5',
  /** Buttons and switches carry white text on it; the ink bar of tabs. */
  deepGold: '#976E2B',
  /** Gold text and links, and hovered gold fills. */
  goldText: '#7D5A22',
  goldPressed: '#664A1C',
  /** Selected menu items, rows and days, under gold or ink text. */
  paleGold: '#F6EBD9',
  paleGoldHover: '#EFDFC3',
  goldBorder: '#D9BE8E',
  secondaryText: '#595959',
  /**
   * Placeholders, the off switch, quiet and disabled text: 4.5:1 on white, and on a disabled
   * control's fill over the grey page (#EBEBEB), where #6E6E6E read 4.27.
   */
  quietText: '#666666',
  /** The edge of inputs, selects, checkboxes and plain buttons. */
  controlBorder: '#858585',
  danger: '#B42318',
  dangerPressed: '#8F1C13',
  dangerActive: '#6F150E',
  dangerBg: '#FDF0EE',
  dangerBorder: '#EBA9A1',
  success: '#2E6B30',
  successBg: '#EEF6EE',
  successBorder: '#A9CFA9',
  warning: '#8A5300',
  warningBg: '#FFF6E5',
  warningBorder: '#E8C27A',
} as const;

const c = staffColors;

export const staffTheme: ThemeConfig = {
  token: {
    colorPrimary: c.deepGold,
    colorPrimaryHover: c.goldText,
    colorPrimaryActive: c.goldPressed,
    colorPrimaryBg: c.paleGold,
    colorPrimaryBgHover: c.paleGoldHover,
    // antd's focus outline on buttons, tabs, switches and menu items
    colorPrimaryBorder: c.deepGold,
    colorPrimaryText: c.goldText,
    colorPrimaryTextHover: c.goldPressed,
    colorLink: c.goldText,
    colorLinkHover: c.goldPressed,
    colorLinkActive: c.goldPressed,
    colorInfo: c.goldText,
    colorInfoBg: c.paleGold,
    colorInfoBorder: c.goldBorder,
    colorSuccess: c.success,
    colorSuccessBg: c.successBg,
    colorSuccessBorder: c.successBorder,
    colorWarning: c.warning,
    colorWarningBg: c.warningBg,
    colorWarningBorder: c.warningBorder,
    colorError: c.danger,
    colorErrorHover: c.dangerPressed,
    colorErrorActive: c.dangerActive,
    colorErrorBg: c.dangerBg,
    colorErrorBorder: c.dangerBorder,
    colorText: c.ink,
    colorTextSecondary: c.secondaryText,
    colorTextTertiary: c.secondaryText,
    colorTextQuaternary: c.quietText,
    colorBorder: c.controlBorder,
    colorBgLayout: c.page,
    // the ring round a focused input or select: solid, not antd's pale glow
    controlOutline: c.deepGold,
    borderRadius: 4,
    fontFamily: "'Noto Sans Armenian', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  components: {
    Menu: { itemSelectedColor: c.goldText, activeBarWidth: 3 },
    Tabs: { itemSelectedColor: c.goldText, itemHoverColor: c.goldPressed },
  },
};
