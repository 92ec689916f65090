import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { defineMessages } from 'react-intl';
import { Input } from '../ui/Input';
import { Select } from '../ui/Select';
import { english, useSharedIntl } from '../ui/shared-intl';
import { Sex } from '@/gql/graphql';
import { sexMessage } from '../status/sex';
import { PROFILE_PROBLEMS, type ProfileFieldValues } from './checks';
import { MAX_PROFILE_TEXT_LENGTH } from '@nuru/rules/profile';

const messages = defineMessages({
  name: { id: 'shared.profileFields.name', defaultMessage: 'Full name' },
  sex: { id: 'shared.profileFields.sex', defaultMessage: 'Sex' },
  choose: { id: 'shared.profileFields.choose', defaultMessage: 'Select…' },
  mobilePhone: { id: 'shared.profileFields.mobilePhone', defaultMessage: 'Mobile phone' },
  university: { id: 'shared.profileFields.university', defaultMessage: 'University' },
  registration: { id: 'shared.profileFields.registration', defaultMessage: 'Registration number' },
  enrolledYear: { id: 'shared.profileFields.enrolledYear', defaultMessage: 'Year of enrolment' },
  programme: { id: 'shared.profileFields.programme', defaultMessage: 'Programme' },
  account: { id: 'shared.profileFields.account', defaultMessage: 'Bank account number' },
  accountHint: { id: 'shared.profileFields.accountHint', defaultMessage: 'Stipends are paid into this account.' },
});

// The checks answer each problem in English (checks.ts).
const problems = new Map(Object.values(PROFILE_PROBLEMS).map((message) => [english.formatMessage(message), message]));

type ProfileFieldsProps = {
  register: UseFormRegister<ProfileFieldValues>;
  errors: FieldErrors<ProfileFieldValues>;
};

/** The scholar's detail inputs in two columns; the form around them decides what happens on submit. */
export function ProfileFields({ register, errors }: ProfileFieldsProps) {
  const intl = useSharedIntl();
  // A one-line field stops where the provider does.
  const oneLine = (field: keyof ProfileFieldValues) => ({ ...register(field), maxLength: MAX_PROFILE_TEXT_LENGTH });
  // The check's English problem, said in the reader's language.
  const problem = (error: FieldError | undefined) => {
    const known = error?.message && problems.get(error.message);
    return known ? intl.formatMessage(known) : error?.message;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Input label={intl.formatMessage(messages.name)} autoComplete="name" {...oneLine('name')} error={problem(errors.name)} />
      </div>
      <Select label={intl.formatMessage(messages.sex)} {...register('sex')} error={problem(errors.sex)}>
        <option value="">{intl.formatMessage(messages.choose)}</option>
        {Object.values(Sex).map((sex) => (
          <option key={sex} value={sex}>
            {intl.formatMessage(sexMessage(sex))}
          </option>
        ))}
      </Select>
      <Input
        label={intl.formatMessage(messages.mobilePhone)}
        type="tel"
        autoComplete="tel"
        {...register('mobilePhone')}
        error={problem(errors.mobilePhone)}
      />
      <div className="sm:col-span-2">
        <Input
          label={intl.formatMessage(messages.university)}
          autoComplete="organization"
          {...oneLine('universityName')}
          error={problem(errors.universityName)}
        />
      </div>
      <Input
        label={intl.formatMessage(messages.registration)}
        {...oneLine('universityRegistrationID')}
        error={problem(errors.universityRegistrationID)}
      />
      <Input
        label={intl.formatMessage(messages.enrolledYear)}
        inputMode="numeric"
        {...register('enrolledYear')}
        error={problem(errors.enrolledYear)}
      />
      <div className="sm:col-span-2">
        <Input label={intl.formatMessage(messages.programme)} {...oneLine('programName')} error={problem(errors.programName)} />
      </div>
      <div className="sm:col-span-2">
        <Input
          label={intl.formatMessage(messages.account)}
          inputMode="numeric"
          {...oneLine('accountNumber')}
          error={problem(errors.accountNumber)}
          hint={intl.formatMessage(messages.accountHint)}
        />
      </div>
    </div>
  );
}
