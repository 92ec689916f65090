import { academicYearOptions } from '../rules/academic-year';
import { defineMessages } from 'react-intl';
import { Select } from './Select';
import { useSharedIntl } from './shared-intl';

const messages = defineMessages({
  label: { id: 'shared.academicYearSelect.label', defaultMessage: 'Academic year' },
  unavailable: { id: 'shared.academicYearSelect.unavailable', defaultMessage: 'Not available' },
  loading: { id: 'shared.academicYearSelect.loading', defaultMessage: 'Loading…' },
});

type AcademicYearSelectProps = {
  /** The year picked; the current one until the scholar picks another. */
  value: string | undefined;
  /** The programme's current academic year; undefined while it loads or when it failed. */
  currentYear: string | undefined;
  onChange: (year: string) => void;
  disabled?: boolean;
  /** Why the years are not known (the programme's settings did not load). */
  error?: string;
};

/** The academic year a scholar's submission is for, from the years around the programme's current one. */
export function AcademicYearSelect({ value, currentYear, onChange, disabled, error }: AcademicYearSelectProps) {
  const intl = useSharedIntl();
  const years = currentYear ? academicYearOptions(currentYear) : [];
  return (
    <Select
      label={intl.formatMessage(messages.label)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || !currentYear}
      error={error}
    >
      {years.length === 0 && <option value="">{intl.formatMessage(error ? messages.unavailable : messages.loading)}</option>}
      {years.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
}
