import { createFileRoute } from '@tanstack/react-router';
import { StructuredData } from '../components/StructuredData/StructuredData';
import { PageIntro } from '../sections/PageIntro/PageIntro';
import { site, supportHours } from '../config/site';
import { contactFaqCopy, contactFields, contactFormCopy, contactInfoCopy, contactIntro } from '../content/contact';
import { contactFaqs } from '../content/faqs';
import { pages } from '../content/pages';
import { ContactForm } from '../sections/ContactForm/ContactForm';
import { ContactInfo } from '../sections/ContactInfo/ContactInfo';
import { Faq } from '../sections/Faq/Faq';
import { pageHead } from '../seo/pageHead';
import { faqPage, organization } from '../seo/structuredData';
import { Container } from '../system';
import * as styles from './-contact.css';

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
