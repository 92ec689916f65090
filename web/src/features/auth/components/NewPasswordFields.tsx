import { useForm, type UseFormReturn } from 'react-hook-form';
import { newPasswordChecked, type NewPasswordValues } from '@/shared/forms/checks';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { PasswordStrengthMeter } from '@/shared/ui/PasswordStrengthMeter';

/** A form for a new password and its confirmation, checked by the password rules. */
export function useNewPasswordForm(): UseFormReturn<NewPasswordValues> {
  return useForm<NewPasswordValues>({ resolver: newPasswordChecked, defaultValues: { password: '', confirmPassword: '' } });
}

type NewPasswordFieldsProps = {
  form: UseFormReturn<NewPasswordValues>;
  label: string;
  confirmLabel: string;
};

/** The new password with its strength, then the same again to confirm it. */
export function NewPasswordFields({ form: { register, watch, formState }, label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label={label} autoComplete="new-password" {...register('password')} error={formState.errors.password?.message} />
      <PasswordStrengthMeter password={watch('password')} />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={formState.errors.confirmPassword?.message}
      />
    </>
  );
}
