import { useState } from 'react';
import { PERMISSIONS, type Permission } from '@nyota/contract/staff/permissions';
import type { StaffMe, StaffRole } from '@nyota/contract/staff/schemas';
import { call } from './api';
import { useT } from './i18n';
import { useLoad } from './use-load';

function RoleEditor({ role, editable, onSaved }: { role: StaffRole; editable: boolean; onSaved: () => void }) {
  const t = useT();
  const [granted, setGranted] = useState<Set<Permission>>(new Set(role.permissions));
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const toggle = (p: Permission) =>
    setGranted((g) => {
      const next = new Set(g);
      if (!next.delete(p)) next.add(p);
      return next;
    });

  async function save() {
    try {
      await call('editRole', { name: role.name, permissions: [...granted], reason });
      setNote(t('roles.saved'));
      onSaved();
    } catch (err) {
      setNote(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <fieldset>
      <legend>{role.name}</legend>
      <div className="grid">
        {PERMISSIONS.map((p) => (
          <label key={p}>
            <input type="checkbox" checked={granted.has(p)} disabled={!editable} onChange={() => toggle(p)} /> {p}
          </label>
        ))}
      </div>
      {editable && (
        <p className="inline">
          <input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('common.reason')}
            aria-label={t('common.reason')}
          />
          <button onClick={() => void save()}>{t('common.save')}</button>
          {note && <span role="status">{note}</span>}
        </p>
      )}
    </fieldset>
  );
}

export function RolesPage({ me }: { me: StaffMe }) {
  const t = useT();
  const roles = useLoad(() => call('listRoles', {}));
  return (
    <section>
      <h2>{t('nav.roles')}</h2>
      {roles.error && <p className="error">{t('common.error', { msg: roles.error })}</p>}
      {roles.data?.items.map((r) => (
        <RoleEditor key={r.name} role={r} editable={me.permissions.includes('roles.manage')} onSaved={roles.reload} />
      ))}
    </section>
  );
}
