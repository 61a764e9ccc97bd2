import { Icon } from '../../components/Icon/Icon.tsx';
import type { SupportHours } from '../../config/business.ts';
import { button, card, cardText, cardTitle } from '../../system/index.ts';
import * as styles from './ContactInfo.css.ts';

interface ContactInfoProps {
  readonly label: string;
  readonly email: string;
  readonly emailTitle: string;
  readonly emailText: string;
  readonly emailAction: string;
  readonly hoursTitle: string;
  readonly hours: readonly SupportHours[];
}

/** The e-mail card with its Email Support button, and the support hours card. */
export function ContactInfo({ label, email, emailTitle, emailText, emailAction, hoursTitle, hours }: ContactInfoProps) {
  return (
    <aside className={styles.root} aria-label={label}>
      <div className={card}>
        <Icon name="mail" className={styles.icon} />
        <h3 className={cardTitle}>{emailTitle}</h3>
        <p className={cardText}>{emailText}</p>
        <p className={styles.address}>{email}</p>
        <a href={`mailto:${email}`} className={button()}>
          {emailAction}
        </a>
      </div>
      <div className={card}>
        <Icon name="clock" className={styles.icon} />
        <h3 className={cardTitle}>{hoursTitle}</h3>
        <dl className={styles.hours}>
          {hours.map((slot) => (
            <div key={slot.days} className={styles.row}>
              <dt className={styles.day}>{slot.days}</dt>
              <dd className={styles.time}>{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
