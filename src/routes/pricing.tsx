import { createFileRoute } from '@tanstack/react-router';
import { StructuredData } from '../components/StructuredData/StructuredData.tsx';
import { PageIntro } from '../sections/PageIntro/PageIntro.tsx';
import { pricingBenefits } from '../content/benefits.ts';
import { pricingFaqs } from '../content/faqs.ts';
import { pages } from '../content/pages.ts';
import { plan, pricingIntro, pricingSections } from '../content/pricing.ts';
import { CallToAction } from '../sections/CallToAction/CallToAction.tsx';
import { CardGrid } from '../sections/CardGrid/CardGrid.tsx';
import { Faq } from '../sections/Faq/Faq.tsx';
import { PlanCard } from '../sections/PlanCard/PlanCard.tsx';
import { pageHead } from '../seo/pageHead.ts';
import { faqPage, product } from '../seo/structuredData.ts';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead(pages.pricing),
  component: PricingPage,
});

function PricingPage() {
  return (
    <>
      <StructuredData nodes={[product(), faqPage(pricingFaqs)]} />
      <PageIntro {...pricingIntro} aside={<PlanCard {...plan} />} />
      <CardGrid id="benefits" {...pricingSections.benefits} items={pricingBenefits} tone="sunken" />
      <Faq id="faq" {...pricingSections.faq} items={pricingFaqs} />
      <CallToAction id="get-started" {...pricingSections.callToAction} />
    </>
  );
}
