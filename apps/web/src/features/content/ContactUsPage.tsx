import { Link } from 'react-router';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ContentNav } from './ContentNav';
import { contactChannels } from '@nyota/contract/contact';
import { market } from '../../shared/lib/market';
import { useContent } from './use-content';
import './content.css';

/** contactus: the market's support channels (preset or SUPPORT_* on the server), and the appeal route for payments. */
export function ContactUsPage() {
  const content = useContent();
  if (!content) return <PageSpinner />;
  const c = content.contact;
  const channels = contactChannels(market.contact);
  return (
    <PageFrame title={c.title} data-testid="contact-page">
      <div className="content">
        <p className="content__intro">{c.intro}</p>
        <section className="content__section" aria-labelledby="contact-channels">
          <h2 id="contact-channels">{c.channelsHeading}</h2>
          {channels.length > 0 ? (
            <ul className="content-contact">
              {channels.map((ch) => (
                <li key={ch.kind}>
                  <a
                    className="content-contact__link"
                    href={ch.href}
                    data-channel={ch.kind}
                    {...(ch.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <span className="content-contact__label">{c.channels[ch.kind]}</span>
                    <span className="content-contact__value">{ch.display}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="content-contact__empty" data-testid="contact-not-configured">
              {c.notConfigured}
            </p>
          )}
        </section>
        <section className="content__section" aria-labelledby="contact-appeals">
          <h2 id="contact-appeals">{c.appealsHeading}</h2>
          {c.appeals.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <p>
            <Link className="content__action" to={c.appealsAction.to}>
              {c.appealsAction.label}
            </Link>
          </p>
        </section>
        <section className="content__section" aria-labelledby="contact-safety">
          <h2 id="contact-safety">{c.safetyHeading}</h2>
          {c.safety.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      </div>
      <ContentNav content={content} current="/contactus" />
    </PageFrame>
  );
}
