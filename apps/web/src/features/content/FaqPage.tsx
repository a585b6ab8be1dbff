import { Link, Navigate, useParams } from 'react-router';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ContentNav } from './ContentNav';
import { FAQ_IDS, type FaqId } from './content.types';
import { useContent } from './use-content';
import './content.css';

function isFaqId(v: string | undefined): v is FaqId {
  return (FAQ_IDS as readonly (string | undefined)[]).includes(v);
}

/** faq/{link}: 1 account & security, 2 deposits & withdrawals, 3 games & fairness; answers fold open. */
export function FaqPage() {
  const { link } = useParams();
  const content = useContent();
  if (!isFaqId(link)) return <Navigate to="/" replace />;
  if (!content) return <PageSpinner />;
  const doc = content.faq[link];
  return (
    <PageFrame title={doc.title} data-testid={`faq-page-${link}`}>
      <div className="content">
        <p className="content__intro">{doc.intro}</p>
        <nav aria-label={content.ui.faqTopics}>
          <ul className="content-tabs">
            {FAQ_IDS.map((id) => (
              <li key={id}>
                <Link to={`/faq/${id}`} className="content-tabs__tab" aria-current={id === link ? 'page' : undefined}>
                  {content.faq[id].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="content-faq">
          {doc.items.map((item, i) => (
            // Keyed by topic too, so answers opened on one topic do not stay open on the next.
            <details key={`${link}-${i}`} className="content-faq__item">
              <summary className="content-faq__question">{item.question}</summary>
              <div className="content-faq__answer">
                {item.answer.map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
      <ContentNav content={content} current={`/faq/${link}`} />
    </PageFrame>
  );
}
