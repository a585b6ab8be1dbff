/** Staff notes or concerns on a player, newest first. */
import type { PlayerMark } from '@nyota/contract/staff/players-schemas';
import { useT, type MessageKey } from '../i18n';
import { when } from './format';

export function MarksList({ title, marks }: { title: MessageKey; marks: PlayerMark[] }) {
  const t = useT();
  return (
    <>
      <h3>{t(title)}</h3>
      {marks.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <ul className="marks">
          {marks.map((m) => (
            <li key={m.id}>
              <strong>{m.by}</strong> · {when(m.at)}: {m.text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
