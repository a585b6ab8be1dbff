import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ContentArticle } from './ContentArticle';
import { ContentNav } from './ContentNav';
import { useContent } from './use-content';
import './content.css';

/** privacy and pc/privacy: the privacy policy (the same text as links/2). */
export function PrivacyPage() {
  const content = useContent();
  if (!content) return <PageSpinner />;
  const doc = content.links['2'];
  return (
    <PageFrame title={doc.title} data-testid="privacy-page">
      <ContentArticle doc={doc} />
      <ContentNav content={content} current="/links/2" />
    </PageFrame>
  );
}
