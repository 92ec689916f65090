import { academicYearOptions } from '../rules/academic-year';
import { Select } from './Select';

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
  const years = currentYear ? academicYearOptions(currentYear) : [];
  return (
    <Select
      label="Academic year"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || !currentYear}
      error={error}
    >
      {years.length === 0 && <option value="">{error ? 'Not available' : 'Loading…'}</option>}
      {years.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
}
