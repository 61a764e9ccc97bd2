import { createFileRoute } from '@tanstack/react-router';
import { StructuredData } from '../components/StructuredData/StructuredData';
import { PageIntro } from '../sections/PageIntro/PageIntro';
import { pricingBenefits } from '../content/benefits';
import { pricingFaqs } from '../content/faqs';
import { pages } from '../content/pages';
import { plan, pricingIntro, pricingSections } from '../content/pricing';
import { CallToAction } from '../sections/CallToAction/CallToAction';
import { CardGrid } from '../sections/CardGrid/CardGrid';
import { Faq } from '../sections/Faq/Faq';
import { PlanCard } from '../sections/PlanCard/PlanCard';
import { pageHead } from '../seo/pageHead';
import { faqPage, product } from '../seo/structuredData';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead(pages.pricing),
  component: PricingPage,
});

function PricingPage() {
  return (
    <>
      <StructuredData nodes={[product(), faqPage(pricingFaqs)]} />
      <PageIntro {...pricingIntro} />
      <PlanCard {...plan} />
      <CardGrid id="benefits" {...pricingSections.benefits} items={pricingBenefits} tone="sunken" />
      <Faq id="faq" {...pricingSections.faq} items={pricingFaqs} />
      <CallToAction id="get-started" {...pricingSections.callToAction} />
    </>
  );
}
