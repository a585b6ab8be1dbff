import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { Overlays } from './Overlays';

/** No QueryClientProvider here: each lazy page brings it (shared/api/query-root.tsx). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Overlays />
    </BrowserRouter>
  );
}
