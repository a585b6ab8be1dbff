import { Link } from 'react-router';
import type { ContentDoc, ContentSection } from './content.types';

function SectionBody({ section }: { section: ContentSection }) {
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <>
      {section.paragraphs.map((p, i) => (
        <p key={`p${i}`}>{p}</p>
      ))}
      {section.bullets && (
        <List className="content__list">
          {section.bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </List>
      )}
      {section.after?.map((p, i) => (
        <p key={`a${i}`}>{p}</p>
      ))}
      {section.action && (
        <p>
          <Link className="content__action" to={section.action.to}>
            {section.action.label}
          </Link>
        </p>
      )}
    </>
  );
}

/** One information page's text: intro, then a titled section per topic. The h1 is the page frame's. */
export function ContentArticle({ doc }: { doc: ContentDoc }) {
  return (
    <article className="content">
      <p className="content__intro">{doc.intro}</p>
      {doc.sections.map((section, i) => (
        <section key={i} className="content__section" aria-labelledby={`content-s${i}`}>
          <h2 id={`content-s${i}`}>{section.heading}</h2>
          <SectionBody section={section} />
        </section>
      ))}
    </article>
  );
}
