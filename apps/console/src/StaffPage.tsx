import { useState, type FormEvent } from 'react';
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { call } from './api';
import { useT } from './i18n';
import { useLoad } from './use-load';

export function StaffPage({ me }: { me: StaffMe }) {
  const t = useT();
  const staff = useLoad(() => call('listStaff', {}));
  const roles = useLoad(() => call('listRoles', {}));
  const [message, setMessage] = useState<{ text: string; uri?: string } | null>(null);
  const canManage = me.permissions.includes('staff.manage');

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    try {
      const res = await call('createStaff', {
        username: String(form.get('username') ?? ''),
        role: String(form.get('role') ?? ''),
        reason: String(form.get('reason') ?? ''),
      });
      setMessage({ text: t('staff.createdOnce', { password: res.password }), uri: res.totpUri });
      staff.reload();
    } catch (err) {
      setMessage({ text: err instanceof Error ? err.message : String(err) });
    }
  }

  async function disable(id: string) {
    const reason = window.prompt(t('common.reason'));
    if (!reason) return;
    try {
      await call('disableStaff', { id, reason });
      staff.reload();
    } catch (err) {
      setMessage({ text: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <section>
      <h2>{t('nav.staff')}</h2>
      {staff.error && <p className="error">{t('common.error', { msg: staff.error })}</p>}
      <table>
        <thead>
          <tr>
            <th>{t('staff.username')}</th>
            <th>{t('staff.role')}</th>
            <th>{t('staff.active')}</th>
            <th>{t('staff.created')}</th>
            {canManage && <th />}
          </tr>
        </thead>
        <tbody>
          {staff.data?.items.map((m) => (
            <tr key={m.id}>
              <td>{m.username}</td>
              <td>{m.role}</td>
              <td>{m.active ? t('yes') : t('no')}</td>
              <td>{new Date(m.createdAt).toLocaleString()}</td>
              {canManage && (
                <td>
                  {m.active && m.id !== me.id ? (
                    <button onClick={() => void disable(m.id)}>{t('staff.disable')}</button>
                  ) : (
                    !m.active && t('staff.disabled')
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {canManage && (
        <form className="inline" onSubmit={(e) => void create(e)}>
          <h3>{t('staff.create')}</h3>
          <input name="username" placeholder={t('staff.username')} aria-label={t('staff.username')} required />
          <select name="role" aria-label={t('staff.role')}>
            {roles.data?.items.map((r) => (
              <option key={r.name}>{r.name}</option>
            ))}
          </select>
          <input name="reason" placeholder={t('common.reason')} aria-label={t('common.reason')} required />
          <button type="submit">{t('staff.create')}</button>
        </form>
      )}
      {message && (
        <div role="status" className="notice">
          <p>{message.text}</p>
          {message.uri && (
            <p>
              {t('staff.enrol')} <code>{message.uri}</code>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
