import { useState, type FormEvent } from 'react';
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { call, rememberCsrf } from './api';
import { useT } from './i18n';

export function SignIn({ onSignedIn }: { onSignedIn: (me: StaffMe) => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await call('signIn', {
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
        code: String(form.get('code') ?? ''),
      });
      rememberCsrf(res.csrfToken);
      onSignedIn(res.staff);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="signin">
      <h1>{t('signin.title')}</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label>
          {t('signin.username')}
          <input name="username" autoComplete="username" required />
        </label>
        <label>
          {t('signin.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label>
          {t('signin.code')}
          <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('signin.busy') : t('signin.submit')}
        </button>
      </form>
    </main>
  );
}
