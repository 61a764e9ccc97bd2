import { createFileRoute } from '@tanstack/react-router';
import { StructuredData } from '../components/StructuredData/StructuredData.tsx';
import { PageIntro } from '../sections/PageIntro/PageIntro.tsx';
import { site, supportHours } from '../config/site.ts';
import { contactFaqCopy, contactFields, contactFormCopy, contactInfoCopy, contactIntro } from '../content/contact.ts';
import { contactFaqs } from '../content/faqs.ts';
import { pages } from '../content/pages.ts';
import { ContactForm } from '../sections/ContactForm/ContactForm.tsx';
import { ContactInfo } from '../sections/ContactInfo/ContactInfo.tsx';
import { Faq } from '../sections/Faq/Faq.tsx';
import { pageHead } from '../seo/pageHead.ts';
import { faqPage, organization } from '../seo/structuredData.ts';
import { Container } from '../system/index.ts';
import * as styles from './-contact.css.ts';

export const Route = createFileRoute('/contact')({
  head: () => pageHead(pages.contact),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <StructuredData nodes={[organization(), faqPage(contactFaqs)]} />
      <PageIntro {...contactIntro} />
      <Container>
        <div className={styles.layout}>
          <ContactForm to={site.supportEmail} fields={contactFields} copy={contactFormCopy} />
          <ContactInfo {...contactInfoCopy} email={site.supportEmail} hours={supportHours} />
        </div>
      </Container>
      <Faq id="faq" {...contactFaqCopy} items={contactFaqs} tone="sunken" />
    </>
  );
}
