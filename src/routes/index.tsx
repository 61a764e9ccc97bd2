import { createFileRoute } from '@tanstack/react-router';
import exampleImages from 'virtual:example-images';
import { StructuredData } from '../components/StructuredData/StructuredData';
import { examples } from '../content/examples';
import { features } from '../content/features';
import { inputFormats, outputFormats } from '../content/formats';
import { finalCallToAction, hero, sectionIntros } from '../content/home';
import { pages } from '../content/pages';
import { statistics } from '../content/stats';
import { testimonials } from '../content/testimonials';
import { CallToAction } from '../sections/CallToAction/CallToAction';
import { CardGrid } from '../sections/CardGrid/CardGrid';
import { Examples } from '../sections/Examples/Examples';
import { Formats } from '../sections/Formats/Formats';
import { Hero } from '../sections/Hero/Hero';
import { Stats } from '../sections/Stats/Stats';
import { Testimonials } from '../sections/Testimonials/Testimonials';
import { pageHead } from '../seo/pageHead';
import { organization, product, webSite } from '../seo/structuredData';

export const Route = createFileRoute('/')({
  head: () => pageHead(pages.home),
  component: HomePage,
});

const examplesId = 'examples';

function HomePage() {
  return (
    <>
      <StructuredData nodes={[organization(), webSite(), product()]} />
      <Hero {...hero} examplesId={examplesId} />
      <Stats title={sectionIntros.stats.title} items={statistics} />
      <Formats id="formats" {...sectionIntros.formats} groups={[inputFormats, outputFormats]} />
      <CardGrid id="features" {...sectionIntros.features} items={features} tone="sunken" />
      <Examples id={examplesId} {...sectionIntros.examples} items={examples} images={exampleImages} />
      <Testimonials id="testimonials" {...sectionIntros.testimonials} items={testimonials} />
      <CallToAction id="get-started" {...finalCallToAction} />
    </>
  );
}
