import { afterEach, describe, expect, it, vi } from 'vitest';
import { business, formatPrice, supportHours } from '../../src/config/business.ts';
import { site } from '../../src/config/site.ts';
import { examples } from '../../src/content/examples.ts';
import { contactFaqs, pricingFaqs } from '../../src/content/faqs.ts';
import { features } from '../../src/content/features.ts';
import { inputFormats, outputFormats } from '../../src/content/formats.ts';
import { aiTerms } from '../../src/content/legal/aiTerms.ts';
import { privacyPolicy } from '../../src/content/legal/privacy.ts';
import { termsOfService } from '../../src/content/legal/terms.ts';
import { pages } from '../../src/content/pages.ts';
import { pageHead } from '../../src/seo/pageHead.ts';
import { statistics } from '../../src/content/stats.ts';
import { testimonials } from '../../src/content/testimonials.ts';
import { pageRoutes } from '../routes.ts';
import { legalText } from '../support/legalText.ts';

const legalDocuments = pageRoutes.flatMap(({ legalDocument }) => (legalDocument ? [[legalDocument.title, legalDocument] as const] : []));

const faqText = (items: readonly { question: string; answer: string }[]) => items.map((item) => `${item.question} ${item.answer}`).join('\n');

describe('business constants', () => {
  it('are the values of the brief (SPEC.md, section 9), written out here', () => {
    expect(business).toEqual({
      pricePerImage: 1,
      currency: 'USD',
      maxFileSizeMb: 50,
      recommendedMegapixels: 20,
      maxOutputResolution: '4K',
      typicalProcessingSeconds: 5,
      maxProcessingSeconds: 30,
      retentionHours: 24,
      refundWindowDays: 7,
      supportResponseHours: 24,
      termsChangeNoticeDays: 30,
      privacyResponseDays: 30,
      paymentRecordsYears: 7,
      supportRecordsYears: 3,
      minimumAge: 13,
      adultAge: 18,
    });
  });
});

describe('legal documents', () => {
  // Each one's number of sections is the brief's, in tests/routes.ts, held to the built page by tests/build/navigation.test.ts.
  it.each(legalDocuments)('%s has sections, unique anchors and a valid date', (_, document) => {
    expect(document.sections.length).toBeGreaterThan(0);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(Number.isNaN(Date.parse(document.lastUpdated))).toBe(false);
    for (const section of document.sections) {
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
      expect(section.heading, 'the renderer numbers headings').not.toMatch(/^\d/);
    }
  });

  it('the terms state the constants of the brief', () => {
    const text = legalText(termsOfService);
    expect(text).toContain(formatPrice());
    expect(text).toContain(`${business.maxFileSizeMb}MB`);
    expect(text).toContain(`${business.retentionHours} hours`);
    expect(text).toContain(`${business.termsChangeNoticeDays} days`);
    expect(text).toContain(`at least ${business.minimumAge} years old`);
    expect(text).toContain(
      `at least ${business.minimumAge} but under ${business.adultAge}, you may use the Service only with the permission of a parent or legal guardian`,
    );
    expect(text).toMatch(/refunds? (are|is) at our (sole )?discretion/i);
    expect(text).toContain(site.supportEmail);
  });

  it('the privacy policy states retention periods and the response time', () => {
    const text = legalText(privacyPolicy);
    expect(text).toContain(`${business.privacyResponseDays} days`);
    expect(text).toContain(`${business.paymentRecordsYears} years`);
    expect(text).toContain(`${business.supportRecordsYears} years`);
    expect(text).toContain(`${business.retentionHours} hours`);
    expect(text).toContain(`not intended for children under ${business.minimumAge}`);
    expect(text).toContain(
      `aged ${business.minimumAge} to ${business.adultAge - 1} may use the Service only with the permission of a parent or legal guardian`,
    );
    expect(text).toContain(site.supportEmail);
  });

  it('the AI terms cover safety checks that are not charged', () => {
    const text = legalText(aiTerms);
    expect(text).toMatch(/not (be )?processed/i);
    expect(text).toMatch(/not (be )?charged/i);
    expect(text).toContain(`${business.termsChangeNoticeDays} days`);
  });
});

describe('page metadata', () => {
  const brandCount = (text: string) => text.split(site.name).length - 1;

  it.each(Object.entries(pages))('%s: the title is its heading with the brand once; the heading has none', (_, page) => {
    expect(brandCount(page.heading)).toBe(0);
    expect([`${site.name}: ${page.heading}`, `${page.heading} | ${site.name}`]).toContain(page.title);
  });

  it.each(Object.entries(pages))('%s: no head tag names the brand twice (titles, social tags, image alt text)', (_, page) => {
    const head = pageHead(page);
    for (const tag of head.meta) {
      const text = ('title' in tag ? tag.title : tag.content) ?? '';
      expect(brandCount(text), JSON.stringify(tag)).toBeLessThanOrEqual(1);
    }
  });
});

describe('marketing content', () => {
  // The brief's number of each; their words are the site's own, checked on the built home page through tests/routes.ts.
  it('has four statistics, five input and five output formats, four features, three five-star testimonials and examples', () => {
    const lists: readonly [string, readonly string[], number][] = [
      ['statistics', statistics.map((stat) => stat.value), 4],
      ['input formats', inputFormats.formats.map((format) => format.name), 5],
      ['output formats', outputFormats.formats.map((format) => format.name), 5],
      ['features', features.map((feature) => feature.title), 4],
    ];
    for (const [list, names, count] of lists) expect(new Set(names).size, `distinct ${list}, as many as the brief's`).toBe(count);
    expect(statistics.map((stat) => stat.value).join(' '), 'the speed statistic').toContain(`${business.typicalProcessingSeconds}s`);
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.name).toMatch(/^\S+ \S+/);
      expect(testimonial.content.length).toBeGreaterThan(60);
    }
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it('the pricing FAQ covers every constant a buyer asks about', () => {
    const text = faqText(pricingFaqs);
    for (const fact of [
      `${business.maxFileSizeMb}MB`,
      `${business.recommendedMegapixels} megapixels`,
      business.maxOutputResolution,
      `${business.typicalProcessingSeconds} seconds`,
      `${business.maxProcessingSeconds} seconds`,
      `${business.retentionHours} hours`,
      'before processing',
      `${business.refundWindowDays} days`,
      formatPrice(),
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('support hours are exactly the brief', () => {
    expect(supportHours).toEqual([
      { days: 'Monday–Friday', hours: '9:00 AM – 6:00 PM PST' },
      { days: 'Saturday', hours: '10:00 AM – 4:00 PM PST' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(faqText(contactFaqs)).toContain(`${business.supportResponseHours} hours`);
  });

  it('every page has a unique title and a description of useful length', () => {
    const all = Object.values(pages);
    expect(new Set(all.map((page) => page.title)).size).toBe(all.length);
    for (const page of all) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });
});

describe('no placeholder text anywhere', () => {
  it('content holds no lorem ipsum, TODO or bracketed blanks', () => {
    const modules = import.meta.glob('../../src/content/**/*.ts', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(modules)) {
      expect(source, file).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\[(company|name|date|email)\]/i);
    }
  });
});

describe('config overrides flow into copy and legal text', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('a different support address and app URL appear everywhere they are named', async () => {
    vi.stubEnv('VITE_SUPPORT_EMAIL', 'help@override.example');
    vi.stubEnv('VITE_APP_URL', 'https://studio.override.example');
    vi.resetModules();
    const { privacyPolicy: overridden } = await import('../../src/content/legal/privacy.ts');
    const { pricingFaqs: overriddenFaqs } = await import('../../src/content/faqs.ts');
    const { site: overriddenSite } = await import('../../src/config/site.ts');
    expect(overriddenSite.appUrl).toBe('https://studio.override.example');
    expect(legalText(overridden)).toContain('help@override.example');
    expect(legalText(overridden)).not.toContain('support@pixellift.example');
    expect(faqText(overriddenFaqs)).toContain('help@override.example');
  });
});
