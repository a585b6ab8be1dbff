import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import type { GiveawayBasicData } from '@nyota/contract/api/giveaway';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { useMemberInfo } from '../../shared/session/member-queries';
import { useSession } from '../../shared/session/session-store';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { autoGiftsKey, basicKey, giveawayCall } from './api';
import { DoneDialog } from './DoneDialog';
import { GuestClaim } from './GuestClaim';
import { cash, when } from './giveaway-text';
import { MemberClaim } from './MemberClaim';
import { PresentCard } from './PresentCard';
import './giveaway.css';

const STATUS_TEXT: Record<GiveawayBasicData['status'], MessageKey> = {
  1: 'giveaway.status_1',
  2: 'giveaway.status_2',
  3: 'giveaway.status_3',
  4: 'giveaway.status_4',
};

/**
 * The giveaway (/activities/giveaway/{id?}, docs/product-rules/giveaways.md): a round's presents by
 * the seeds' status, 1 presents to claim, 2 next round only, 3 guest (sign up and claim in one
 * step), 4 all claimed (with the claimed-completely dialog, as after each claim).
 */
export function GiveawayPage() {
  const { t, lang } = useI18n();
  const id = useParams().id ?? '';
  const member = useSession((s) => s.state === SessionState.LOGGED_IN);
  const q = useQuery({
    queryKey: basicKey(member, id),
    queryFn: () => giveawayCall('giveawayBasic', /^[0-9]{1,7}$/.test(id) ? { id } : {}),
  });
  const [done, setDone] = useState(false);
  // Once per visit: after a claim the round's refetch may turn it all claimed, and must not reopen it.
  const shown = useRef(false);
  const openDone = () => {
    shown.current = true;
    setDone(true);
  };
  const status = q.data?.status;
  // An all-claimed round says so on arrival with the same dialog a claim ends with.
  useEffect(() => {
    if (status !== 4 || shown.current) return;
    shown.current = true;
    setDone(true);
  }, [status]);
  const d = q.data;
  return (
    <PageFrame title={t('giveaway.title')} data-testid="page-giveaway">
      {!d ? (
        q.isError ? (
          <EmptyState title={t('giveaway.none')} />
        ) : (
          <Spinner />
        )
      ) : d.id === null ? (
        <EmptyState title={t('giveaway.none')} />
      ) : (
        <div className="stack giveaway" data-testid="giveaway-round" data-status={d.status}>
          <header className="giveaway__head">
            <h2>{d.name}</h2>
            {d.endAt && <span className="muted">{t('giveaway.ends', { when: when(d.endAt, lang) })}</span>}
          </header>
          <p data-testid="giveaway-status">{t(STATUS_TEXT[d.status])}</p>
          {member && <Balance />}
          {d.status === 3 ? <GuestClaim round={d} onClaimed={openDone} /> : <MemberClaim round={d} onClaimed={openDone} />}
          {d.others.length > 0 && (
            <section className="stack" aria-labelledby="giveaway-others">
              <h3 id="giveaway-others">{t('giveaway.others')}</h3>
              <ul className="giveaway-grid">
                {d.others.map((p) => (
                  <PresentCard key={p.id} present={p} later />
                ))}
              </ul>
            </section>
          )}
          {member && <AutoGifts />}
        </div>
      )}
      {done && <DoneDialog onClose={() => setDone(false)} />}
    </PageFrame>
  );
}

function Balance() {
  const { t } = useI18n();
  const info = useMemberInfo();
  if (!info) return null;
  return (
    <p className="giveaway__balance" data-testid="giveaway-balance">
      {t('giveaway.balance', { amount: cash(info.money) })}
    </p>
  );
}

function AutoGifts() {
  const { t, lang } = useI18n();
  const q = useQuery({ queryKey: autoGiftsKey, queryFn: () => giveawayCall('giveawayAutoGifts', {}) });
  if (!q.data || q.data.list.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="giveaway-auto">
      <h3 id="giveaway-auto">{t('giveaway.auto_title')}</h3>
      <ul className="giveaway-list" data-testid="giveaway-auto">
        {q.data.list.map((c) => (
          <li key={c.id}>
            {t('giveaway.present', { amount: cash(c.amount) })} · <span className="muted">{when(c.createdAt, lang)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
