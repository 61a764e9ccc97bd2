import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/config/business.ts';
import { readSiteConfig, siteDefaults } from '../../src/config/readSiteConfig.ts';

describe('readSiteConfig', () => {
  it('falls back to the defaults of SPEC.md Part B', () => {
    expect(readSiteConfig({})).toEqual({ name: 'PixelLift', ...siteDefaults });
    expect(readSiteConfig({ VITE_APP_URL: '  ', VITE_SUPPORT_EMAIL: '', VITE_SITE_URL: undefined })).toEqual({ name: 'PixelLift', ...siteDefaults });
  });

  it('takes overrides and normalises trailing slashes', () => {
    const config = readSiteConfig({
      VITE_APP_URL: 'https://enhance.example.com/app/',
      VITE_SUPPORT_EMAIL: ' help@example.com ',
      VITE_SITE_URL: 'https://www.example.com/',
    });
    expect(config).toMatchObject({ appUrl: 'https://enhance.example.com/app', supportEmail: 'help@example.com', siteUrl: 'https://www.example.com' });
  });

  it('refuses values that would break every link', () => {
    expect(() => readSiteConfig({ VITE_APP_URL: 'app.example.com' })).toThrow(/VITE_APP_URL must be an absolute URL/);
    expect(() => readSiteConfig({ VITE_SITE_URL: 'javascript:alert(1)' })).toThrow(/VITE_SITE_URL must use http or https/);
    expect(() => readSiteConfig({ VITE_SUPPORT_EMAIL: 'support at example' })).toThrow(/VITE_SUPPORT_EMAIL must be an e-mail address/);
  });
});

describe('formatPrice', () => {
  it('prints whole dollars without cents and other amounts with them', () => {
    expect(formatPrice()).toBe('$1');
    expect(formatPrice(2.5)).toBe('$2.50');
  });
});
