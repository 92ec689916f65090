import { MAX_STIPENDS_PER_YEAR } from '@nuru/rules/disbursement';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Select } from '@/shared/ui/Select';
import { Textarea } from '@/shared/ui/Textarea';

type Props = {
  /** The instalments as typed, one per line. */
  instalments: string;
  onInstalments: (text: string) => void;
  cap: number;
  onCap: (cap: number) => void;
  problem: MessageDescriptor | undefined;
  disabled: boolean;
};

const CAPS = Array.from({ length: MAX_STIPENDS_PER_YEAR }, (_, i) => i + 1);

/** The periods a stipend run can pay (the year's instalments) and how many of them a scholar is paid at most. */
export function StipendPeriodFields({ instalments, onInstalments, cap, onCap, problem, disabled }: Props) {
  const intl = useIntl();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Textarea
        label={intl.formatMessage({
          id: 'admin.settings.stipendPeriodFields.instalments',
          defaultMessage: 'Instalments of an academic year',
        })}
        hint={
          <FormattedMessage
            id="admin.settings.stipendPeriodFields.instalmentsHint"
            defaultMessage="One per line, in order, e.g. Semester 1 and Semester 2. A stipend run pays one academic year and one of these, once per scholar."
          />
        }
        value={instalments}
        rows={3}
        autoComplete="off"
        className="min-h-24"
        onChange={(event) => onInstalments(event.target.value)}
        error={problem && intl.formatMessage(problem)}
        disabled={disabled}
      />
      <Select
        label={intl.formatMessage({
          id: 'admin.settings.stipendPeriodFields.cap',
          defaultMessage: 'Stipends per scholar in a year, at most',
        })}
        hint={
          <FormattedMessage
            id="admin.settings.stipendPeriodFields.capHint"
            defaultMessage="Whatever the instalments are called, a run leaves out a scholar already paid this many times in the academic year."
          />
        }
        value={String(cap)}
        onChange={(event) => onCap(Number(event.target.value))}
        disabled={disabled}
      >
        {CAPS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </Select>
    </div>
  );
}
