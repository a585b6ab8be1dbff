/** The round-id field and Load button that the crash and football verifiers start from. */
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';

export function RoundLoadForm(props: {
  roundId: string;
  onRoundId: (v: string) => void;
  onLoad: (roundId: string) => void;
  pending: boolean;
  /** `verifier-crash` gives `verifier-crash-round` and `verifier-crash-load`. */
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <form
      className="fair-row"
      onSubmit={(e) => {
        e.preventDefault();
        props.onLoad(props.roundId);
      }}
    >
      <TextField
        label={t('fair.round_id')}
        value={props.roundId}
        onValueChange={props.onRoundId}
        digits
        maxLength={18}
        data-testid={`${props.testId}-round`}
      />
      <Button type="submit" size="sm" loading={props.pending} data-testid={`${props.testId}-load`}>
        {t('fair.load')}
      </Button>
    </form>
  );
}
