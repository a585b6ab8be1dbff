/** The `mall` setting's editor on the Settings page: its form is a chunk of its own (the console's first screen has no room). */
import { lazy, Suspense } from 'react';

const LazyMallForm = lazy(() => import('./MallSettingsForm').then((m) => ({ default: m.MallSettingsForm })));

export function MallSettingForm(props: {
  value: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  error?: string | null;
}) {
  return (
    <Suspense fallback={null}>
      <LazyMallForm value={props.value} onChange={props.onChange} error={props.error ?? null} />
    </Suspense>
  );
}
