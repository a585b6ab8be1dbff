/**
 * #/promotions (campaigns.manage): every promotion with its window, switch and version, and the
 * editor for a new or chosen one (PromotionEditor.tsx). Loaded lazily (Shell), so none of it is in
 * the console's first load. docs/staff-console.md#promotions.
 */
import { useState } from 'react';
import type { StaffPromotion } from '@nyota/contract/staff/schemas-promotions';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { PromotionEditor } from './PromotionEditor';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '…');

function Row({ p, onEdit, onSwitched }: { p: StaffPromotion; onEdit: () => void; onSwitched: () => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const v = p.value;
  async function flip() {
    const enabled = !v.enabled;
    try {
      const reason = t(enabled ? 'promotions.switchedOn' : 'promotions.switchedOff');
      await call('switchPromotion', { id: p.id, enabled, baseVersion: p.version, reason });
      onSwitched();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <tr data-testid={`promotion-${p.slug}`}>
      <td>
        {v.texts.en.title}
        <br />
        <code>{p.slug}</code>
        <br />
        <span className="muted">
          {t(`promotions.kind.${v.kind}`)} ·{' '}
          {v.startsAt || v.endsAt ? `${when(v.startsAt)} – ${when(v.endsAt)}` : t('promotions.always')}
        </span>
        {error && <span className="error">{error}</span>}
      </td>
      <td>{t(v.enabled ? 'yes' : 'no')}</td>
      <td title={t('promotions.lastSaved', { version: String(p.version), staff: p.updatedBy, at: when(p.updatedAt) })}>
        {p.version}
      </td>
      <td>
        <div className="actions">
          <button onClick={onEdit}>{t('promotions.edit')}</button>
          <button onClick={() => void flip()}>{t(v.enabled ? 'promotions.switchOff' : 'promotions.switchOn')}</button>
        </div>
      </td>
    </tr>
  );
}

export function PromotionsPage() {
  const t = useT();
  const list = useLoad(() => call('listPromotions', {}));
  // 'new', a promotion's id, or null: the editor shows below the list.
  const [open, setOpen] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = (id: string) => (setOpen(id), setSaved(null), setRound((r) => r + 1));
  const editing = list.data?.items.find((p) => p.id === open) ?? null;
  return (
    <section className="promotions">
      <h2>{t('promotions.title')}</h2>
      <p>{t('promotions.intro')}</p>
      <p>
        <button onClick={() => edit('new')}>{t('promotions.new')}</button>
      </p>
      {list.error && <p className="error">{t('common.error', { msg: list.error })}</p>}
      <table className="wrap">
        <thead>
          <tr>
            <th>{t('promotions.title')}</th>
            <th>{t('promotions.running')}</th>
            <th>{t('promotions.version')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((p) => (
            <Row key={p.id} p={p} onEdit={() => edit(p.id)} onSwitched={list.reload} />
          ))}
        </tbody>
      </table>
      {saved && <p role="status">{saved}</p>}
      {(open === 'new' || editing) && (
        <PromotionEditor
          // A fresh form for each opening; a save keeps the form (the next save names the new version).
          key={`${open ?? ''}:${round}`}
          promotion={editing}
          onSaved={(p) => (setOpen(p.id), setSaved(t('promotions.saved', { version: String(p.version) })), list.reload())}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
