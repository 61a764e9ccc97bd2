import { createFileRoute } from '@tanstack/react-router';
import { StructuredData } from '../components/StructuredData/StructuredData';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { site, supportHours } from '../config/site';
import { contactFormCopy, contactIntro, emailSupport } from '../content/contact';
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
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.title}>
              {contactFormCopy.title}
            </h2>
            <ContactForm to={site.supportEmail} />
          </section>
          <ContactInfo
            email={site.supportEmail}
            emailTitle={emailSupport.title}
            emailText={emailSupport.text}
            emailAction={emailSupport.action}
            hours={supportHours}
          />
        </div>
      </Container>
      <Faq id="faq" title="Support questions" items={contactFaqs} tone="sunken" />
    </>
  );
}
