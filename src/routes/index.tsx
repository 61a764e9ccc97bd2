import { createFileRoute } from '@tanstack/react-router';
import exampleImages from 'virtual:example-images';
import { StructuredData } from '../components/StructuredData/StructuredData.tsx';
import { examples } from '../content/examples.ts';
import { features } from '../content/features.ts';
import { inputFormats, outputFormats } from '../content/formats.ts';
import { comparisonAlt, comparisonLabels, finalCallToAction, hero, heroComparison, sectionIntros } from '../content/home.ts';
import { pages } from '../content/pages.ts';
import { statistics } from '../content/stats.ts';
import { testimonials } from '../content/testimonials.ts';
import { CallToAction } from '../sections/CallToAction/CallToAction.tsx';
import { CardGrid } from '../sections/CardGrid/CardGrid.tsx';
import { Examples } from '../sections/Examples/Examples.tsx';
import { Formats } from '../sections/Formats/Formats.tsx';
import { Hero } from '../sections/Hero/Hero.tsx';
import { Stats } from '../sections/Stats/Stats.tsx';
import { Testimonials } from '../sections/Testimonials/Testimonials.tsx';
import { pageHead } from '../seo/pageHead.ts';
import { organization, product, webSite } from '../seo/structuredData.ts';

export const Route = createFileRoute('/')({
  head: () => pageHead(pages.home),
  component: HomePage,
});

const examplesId = 'examples';

function imagesOf(photo: string) {
  const pair = exampleImages[photo];
  if (!pair) throw new Error(`No images were built for the photo "${photo}"`);
  return pair;
}

const firstScreenComparison = {
  title: heroComparison.title,
  wide: imagesOf(heroComparison.photo),
  narrow: imagesOf(heroComparison.narrowPhoto),
  beforeAlt: comparisonAlt.before(heroComparison.before),
  afterAlt: comparisonAlt.after(heroComparison.alt),
  labels: comparisonLabels,
  note: heroComparison.note,
  credit: heroComparison.credit,
};

function HomePage() {
  return (
    <>
      <StructuredData nodes={[organization(), webSite(), product()]} />
      <Hero {...hero} examplesId={examplesId} comparison={firstScreenComparison} />
      <Stats title={sectionIntros.stats.title} items={statistics} />
      <Formats id="formats" {...sectionIntros.formats} groups={[inputFormats, outputFormats]} />
      <CardGrid id="features" {...sectionIntros.features} items={features} tone="sunken" />
      <Examples id={examplesId} {...sectionIntros.examples} items={examples} images={exampleImages} />
      <Testimonials id="testimonials" {...sectionIntros.testimonials} items={testimonials} />
      <CallToAction id="get-started" {...finalCallToAction} />
    </>
  );
}
