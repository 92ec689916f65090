import { academicYearOptions } from '../rules/academic-year';
import { Select } from './Select';

const YEARS = academicYearOptions();

/** The academic year a scholar's submission is for, from the years they may pick. */
export function AcademicYearSelect({ value, onChange, disabled }: { value: string; onChange: (year: string) => void; disabled?: boolean }) {
  return (
    <Select label="Academic year" value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
      {YEARS.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
}
