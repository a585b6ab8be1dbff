import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MemberMessage } from '@nyota/contract/api/member-messages';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { useIsMobile } from '../../shared/lib/layout';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner, Spinner } from '../../shared/ui/Spinner';
import { messageCountQuery, messagesFeedQuery, readAllMessages, readMessage } from './api';
import './messages.css';

const PAGE_SIZE = 10;

/**
 * Route `message` (docs/product-rules/messages.md#screen): the member's messages newest first, 10
 * at a time (more load as the end scrolls into view on mobile, with a button on desktop), unread
 * ones marked. Tapping a message marks it read and follows its link, or unfolds it when it has
 * none. Read All marks every unread message read. The shell's guard sends visitors to the login.
 */
export function MessagesPage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const unread = useQuery(messageCountQuery).data?.total ?? 0;
  const [busy, setBusy] = useState(false);

  async function readAll() {
    setBusy(true);
    try {
      await readAllMessages(client);
    } catch {
      // The client's failed toast has told the player; the button stays for another try.
    } finally {
      setBusy(false);
    }
  }

  const action = (
    <Button
      variant="ghost"
      size="sm"
      disabled={unread === 0 || busy}
      onClick={() => void readAll()}
      data-testid="messages-read-all"
    >
      {t('inbox.read_all')}
    </Button>
  );
  return (
    <PageFrame title={t('inbox.title')} action={action} data-testid="page-message">
      <MessagesFeed />
    </PageFrame>
  );
}

function MessagesFeed() {
  const { t } = useI18n();
  const mobile = useIsMobile();
  const query = useInfiniteQuery(messagesFeedQuery(PAGE_SIZE));
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const target = end.current;
    // Mobile only, and never after a failed step: the player asks again with the button.
    if (!mobile || !target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [mobile, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) {
    return (
      <EmptyState
        title={t('inbox.failed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('inbox.retry')}
          </Button>
        }
      />
    );
  }
  // A message that arrived while paging shifts the pages by one: the repeat is dropped by id.
  const seen = new Set<number>();
  const rows = query.data.pages.flatMap((p) => p.list).filter((m) => !seen.has(m.id) && Boolean(seen.add(m.id)));
  if (rows.length === 0) {
    return (
      <EmptyState icon={ic.bell} title={t('inbox.empty_title')}>
        <p>{t('inbox.empty_body')}</p>
      </EmptyState>
    );
  }

  let tail;
  if (!hasNextPage) tail = <p className="muted feed-end">{t('inbox.end')}</p>;
  else if (isFetchNextPageError || !mobile)
    tail = (
      <Button
        variant="secondary"
        size="sm"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
        data-testid="messages-more"
      >
        {isFetchNextPageError ? t('inbox.retry') : t('inbox.more')}
      </Button>
    );
  else tail = <Spinner label={t('inbox.loading_more')} />;

  return (
    <div className="inbox">
      <ul className="inbox__list" data-testid="messages-list">
        {rows.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ul>
      <div ref={end} className="feed-more">
        {tail}
      </div>
    </div>
  );
}

function MessageItem({ message: m }: { message: MemberMessage }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  async function activate() {
    if (!m.url) setOpen((o) => !o);
    if (!m.read) {
      try {
        await readMessage(client, m.id);
      } catch {
        // Told by the failed toast; the message stays unread and can be tapped again.
        return;
      }
    }
    if (m.url) void navigate(m.url);
  }

  return (
    <li className="inbox__item" data-read={m.read ? 'true' : 'false'} data-kind={m.kind} data-testid="message-row">
      <button type="button" className="inbox__button" aria-expanded={m.url ? undefined : open} onClick={() => void activate()}>
        <span className="inbox__top">
          {!m.read && <span className="inbox__dot" aria-label={t('inbox.unread')} />}
          <strong className="inbox__title" data-testid="message-title">
            {m.title}
          </strong>
          {m.kind === 'promotion' && <span className="inbox__tag">{t('inbox.promotion')}</span>}
        </span>
        <span className={open ? 'inbox__content' : 'inbox__content inbox__content--clamped'} data-testid="message-content">
          {m.content}
        </span>
        <time className="inbox__time muted" dateTime={m.createTime}>
          {formatDate(m.createTime, lang, true)}
        </time>
      </button>
    </li>
  );
}
