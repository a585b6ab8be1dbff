import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ContentArticle } from './ContentArticle';
import { ContentNav } from './ContentNav';
import { LINK_IDS, type LinkId } from './content.types';
import { useContent } from './use-content';
import './content.css';

/** Its own chunk: the game math (@nyota/fairness) loads only when links/5 is read. */
const FairnessVerifier = lazy(() => import('../fairness/index').then((m) => ({ default: m.FairnessVerifier })));
/** links/6 is generated from the terms the server applies (BonusTermsArticle.tsx), in its own chunk. */
const BonusTermsArticle = lazy(() => import('./BonusTermsArticle').then((m) => ({ default: m.BonusTermsArticle })));

function isLinkId(v: string | undefined): v is LinkId {
  return (LINK_IDS as readonly (string | undefined)[]).includes(v);
}

/** links/{link}: 1 about, 2 privacy policy, 3 responsible gaming, 4 terms, 5 provably fair, 6 bonus terms. */
export function LinksPage() {
  const { link } = useParams();
  const content = useContent();
  if (!isLinkId(link)) return <Navigate to="/" replace />;
  if (!content) return <PageSpinner />;
  const doc = content.links[link];
  return (
    <PageFrame title={doc.title} data-testid={`links-page-${link}`}>
      {link === '6' ? (
        <Suspense fallback={<PageSpinner />}>
          <BonusTermsArticle />
        </Suspense>
      ) : (
        <ContentArticle doc={doc} />
      )}
      {link === '5' && (
        <Suspense fallback={<PageSpinner />}>
          <FairnessVerifier />
        </Suspense>
      )}
      <ContentNav content={content} current={`/links/${link}`} />
    </PageFrame>
  );
}
