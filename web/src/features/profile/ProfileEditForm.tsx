import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { ProfileFields } from '@/shared/forms/ProfileFields';
import { checkedBy } from '@/shared/forms/checked-by';
import { PROFILE_FIELDS, profileProblems, withCheckedSex, type ProfileFieldValues } from '@/shared/forms/checks';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { ACCOUNT_CHANGE_PASSWORD_REQUIRED, accountNumberProblem, PROFILE_UPDATE_DEFAULT } from '@nuru/rules/profile';

export const ProfileEditForm_ProfileFragment = graphql(`
  fragment ProfileEditForm_profile on Profile {
    email
    name
    sex
    mobilePhone
    universityName
    universityRegistrationID
    programName
    enrolledYear
    accountNumber
  }
`);

// The answer is the re-read profile (docs/behaviour.md §4); the cache updates every view of it by id.
const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      ...ProfileDetails_profile
      ...ProfileEditForm_profile
    }
  }
`);

// Optional, so the shared fields' register fits this form too.
type EditValues = ProfileFieldValues & { currentPassword?: string };

/**
 * The profile's fields, and the password when the account number is a new one (the gateway asks the same); a number
 * that is not one is refused on its own first, so the scholar mends one thing at a time.
 */
function editChecked(savedAccountNumber: string) {
  return checkedBy<EditValues>((values) => {
    const { accountNumber, currentPassword } = values;
    const newNumber = accountNumber !== savedAccountNumber && !accountNumberProblem(accountNumber);
    return { ...profileProblems(values), currentPassword: newNumber && !currentPassword ? ACCOUNT_CHANGE_PASSWORD_REQUIRED : null };
  }, PROFILE_FIELDS);
}

type ProfileEditFormProps = {
  profile: FragmentType<typeof ProfileEditForm_ProfileFragment>;
  onSaved: () => void;
  onCancel: () => void;
};

export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const intl = useIntl();
  const { email, ...current } = getFragmentData(ProfileEditForm_ProfileFragment, profile);
  const savedAccountNumber = current.accountNumber?.trim() ?? '';
  const resolver = useMemo(() => editChecked(savedAccountNumber), [savedAccountNumber]);
  const [updateProfile, { loading, error }] = useMutation(UpdateProfileMutation);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useForm<EditValues>({
    resolver,
    defaultValues: {
      name: current.name,
      sex: current.sex ?? undefined,
      mobilePhone: current.mobilePhone ?? '',
      universityName: current.universityName ?? '',
      universityRegistrationID: current.universityRegistrationID ?? '',
      programName: current.programName ?? '',
      enrolledYear: current.enrolledYear ?? '',
      accountNumber: current.accountNumber ?? '',
      currentPassword: '',
    },
  });
  const accountChanged = (watch('accountNumber') ?? '').trim() !== savedAccountNumber;

  async function onSubmit({ currentPassword, ...fields }: EditValues) {
    try {
      // The password goes only with a new account number: it is asked for nothing else.
      const checked = withCheckedSex(fields);
      const input = fields.accountNumber === savedAccountNumber ? checked : { ...checked, currentPassword };
      await updateProfile({ variables: { input } });
      onSaved();
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <Card>
      <CardHeader
        title={intl.formatMessage({ id: 'profile.edit.title', defaultMessage: 'Edit profile' })}
        description={intl.formatMessage(
          {
            id: 'profile.edit.description',
            defaultMessage:
              'Signed in as {email}. Your enrollment status and batch are managed by the programme; change your e-mail with Change e-mail.',
          },
          { email },
        )}
      />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, PROFILE_UPDATE_DEFAULT)}</Alert>}
        <ProfileFields register={register} errors={errors} />
        {accountChanged && (
          <PasswordInput
            label={intl.formatMessage({ id: 'profile.edit.currentPassword', defaultMessage: 'Current password' })}
            autoComplete="current-password"
            hint={intl.formatMessage({
              id: 'profile.edit.currentPasswordHint',
              defaultMessage: 'A new bank account number needs your password. We will e-mail you that it changed.',
            })}
            {...register('currentPassword')}
            error={errors.currentPassword?.message}
          />
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            <FormattedMessage id="profile.edit.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" busy={loading} disabled={!isDirty}>
            {loading ? (
              <FormattedMessage id="profile.edit.saving" defaultMessage="Saving..." />
            ) : (
              <FormattedMessage id="profile.edit.save" defaultMessage="Save changes" />
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}
