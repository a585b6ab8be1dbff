import { Link } from 'react-router';
import { FAQ_IDS, LINK_IDS, type Content } from './content.types';

/** Links to the other information pages, so a reader can move on without going back to the menu. */
export function ContentNav({ content, current }: { content: Content; current: string }) {
  const pages = [
    ...LINK_IDS.map((id) => ({ to: `/links/${id}`, label: content.links[id].title })),
    ...FAQ_IDS.map((id) => ({ to: `/faq/${id}`, label: content.faq[id].title })),
    { to: '/contactus', label: content.ui.contactLink },
  ].filter((p) => p.to !== current);

  return (
    <nav className="content content-nav" aria-labelledby="content-nav-title">
      <h2 id="content-nav-title" className="content-nav__title">
        {content.ui.morePages}
      </h2>
      <ul className="content-nav__list">
        {pages.map((p) => (
          <li key={p.to}>
            <Link to={p.to}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
