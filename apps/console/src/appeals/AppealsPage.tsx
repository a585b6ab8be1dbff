/** #/appeals is the queue; #/appeals/<id> one appeal. */
import { AppealDetailPage } from './AppealDetailPage';
import { AppealQueuePage } from './AppealQueuePage';

export function AppealsPage({ sub }: { sub: string[] }) {
  const id = sub[0];
  return id ? <AppealDetailPage id={id} /> : <AppealQueuePage />;
}
