import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '../ui/Input';
import { Select } from '../ui/Select';
import { SEX_OPTIONS, type ProfileFieldValues } from './schemas';

type ProfileFieldsProps = {
  register: UseFormRegister<ProfileFieldValues>;
  errors: FieldErrors<ProfileFieldValues>;
};

/** The scholar's detail inputs in two columns; the form around them decides what happens on submit. */
export function ProfileFields({ register, errors }: ProfileFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Input label="Full name" autoComplete="name" {...register('name')} error={errors.name?.message} />
      </div>
      <Select label="Sex" {...register('sex')} error={errors.sex?.message}>
        <option value="">Select…</option>
        {SEX_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <Input label="Mobile phone" type="tel" autoComplete="tel" {...register('mobilePhone')} error={errors.mobilePhone?.message} />
      <div className="sm:col-span-2">
        <Input label="University" autoComplete="organization" {...register('universityName')} error={errors.universityName?.message} />
      </div>
      <Input label="Registration number" {...register('universityRegistrationID')} error={errors.universityRegistrationID?.message} />
      <Input label="Year of enrolment" inputMode="numeric" {...register('enrolledYear')} error={errors.enrolledYear?.message} />
      <div className="sm:col-span-2">
        <Input label="Programme" {...register('programName')} error={errors.programName?.message} />
      </div>
      <div className="sm:col-span-2">
        <Input
          label="Bank account number"
          inputMode="numeric"
          {...register('accountNumber')}
          error={errors.accountNumber?.message}
          hint="Stipends are paid into this account."
        />
      </div>
    </div>
  );
}
