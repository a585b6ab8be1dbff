import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { call } from './api';
import { SignIn } from './SignIn';
import { Shell } from './Shell';
import './styles.css';

function App() {
  // undefined: still asking whether a session is live; null: signed out.
  const [me, setMe] = useState<StaffMe | null | undefined>(undefined);
  useEffect(() => {
    call('me', {}).then(setMe, () => setMe(null));
  }, []);
  if (me === undefined) return null;
  if (me === null) return <SignIn onSignedIn={setMe} />;
  return <Shell me={me} onSignedOut={() => setMe(null)} />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
