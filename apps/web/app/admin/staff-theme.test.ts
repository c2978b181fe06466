import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast';
import { staffColors, staffTheme } from './staff-theme';

const token = theme.getDesignToken(staffTheme);
const white = '#ffffff';
const page = staffColors.page;

type TokenName = keyof typeof token;
const hex = (name: TokenName) => {
  const value = String(token[name]);
  expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
  return value;
};

function expectContrast(foreground: string, background: string, minimum: number, what: string) {
  expect(contrastRatio(foreground, background), what).toBeGreaterThanOrEqual(minimum);
}

describe('the staff theme meets WCAG 2.2 AA contrast', () => {
  it('reads every text colour at 4.5:1 on white and on the grey page', () => {
    const texts: TokenName[] = [
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorTextDisabled',
      'colorLink',
      'colorLinkHover',
      'colorPrimaryText',
      'colorInfo',
      'colorSuccess',
      'colorWarning',
      'colorError',
      'colorErrorHover',
    ];
    for (const name of texts) {
      expectContrast(hex(name), white, 4.5, `${name} on white`);
      expectContrast(hex(name), page, 4.5, `${name} on the page`);
    }
  });

  it('reads a disabled control’s value at 4.5:1 on its fill over the grey page', () => {
    // antd fills a disabled input or select with translucent black: rgba(0,0,0,a)
    const alpha = Number(
      /rgba\(0,\s*0,\s*0,\s*([\d.]+)\)/.exec(String(token.colorBgContainerDisabled))?.[1],
    );
    expect(alpha).toBeGreaterThan(0);
    const channel = Math.round(parseInt(page.slice(1, 3), 16) * (1 - alpha));
    const fill = `#${channel.toString(16).padStart(2, '0').repeat(3)}`;
    expectContrast(hex('colorTextDisabled'), fill, 4.5, `disabled text on ${fill}`);
  });

  it('keeps white text at 4.5:1 on buttons, switches and tags, also hovered and pressed', () => {
    const fills: TokenName[] = [
      'colorPrimary',
      'colorPrimaryHover',
      'colorPrimaryActive',
      'colorError',
      'colorErrorHover',
      'colorErrorActive',
      // the switch turned off, and hovered
      'colorTextQuaternary',
      'colorTextTertiary',
    ];
    // colorTextLightSolid: antd's white
    for (const name of fills) expectContrast(white, hex(name), 4.5, name);
  });

  it('reads status tags and selected items at 4.5:1', () => {
    for (const status of ['Success', 'Warning', 'Error', 'Info'] as const) {
      expectContrast(hex(`color${status}`), hex(`color${status}Bg`), 4.5, `${status} tag`);
    }
    const menu = staffTheme.components?.Menu?.itemSelectedColor ?? '';
    expectContrast(menu, hex('controlItemBgActive'), 4.5, 'selected menu item');
    expectContrast(hex('colorText'), hex('controlItemBgActive'), 4.5, 'selected option');
    const tab = staffTheme.components?.Tabs?.itemSelectedColor ?? '';
    expectContrast(tab, page, 4.5, 'selected tab');
  });

  it('draws control edges and focus rings at 3:1', () => {
    for (const name of ['colorBorder', 'colorPrimaryBorder', 'controlOutline'] as const) {
      expectContrast(hex(name), white, 3, `${name} on white`);
      expectContrast(hex(name), page, 3, `${name} on the page`);
    }
  });
});
