import { Check, Circle } from 'lucide-react';
import { defineMessages, type NoMessageValues } from 'react-intl';
import { meetsCriterion, MIN_PASSWORD_LENGTH, PASSWORD_CRITERIA, type PasswordCriterion } from '@nuru/rules/auth';
import { passwordStrength, type StrengthLabel } from '../rules/password-strength';
import { cn } from './cn';
import { useSharedIntl } from './shared-intl';

const colours: Record<StrengthLabel, string> = {
  Weak: 'bg-red-500',
  Medium: 'bg-amber-500',
  Good: 'bg-sky-500',
  Strong: 'bg-emerald-600',
};

const strengths = defineMessages<StrengthLabel>({
  Weak: { id: 'shared.passwordStrengthMeter.weak', defaultMessage: 'Weak' },
  Medium: { id: 'shared.passwordStrengthMeter.medium', defaultMessage: 'Medium' },
  Good: { id: 'shared.passwordStrengthMeter.good', defaultMessage: 'Good' },
  Strong: { id: 'shared.passwordStrengthMeter.strong', defaultMessage: 'Strong' },
});

// The checklist, one line per criterion.
const criteria = defineMessages<Record<PasswordCriterion, NoMessageValues> & { length: { count: number } }>({
  length: {
    id: 'shared.passwordStrengthMeter.length',
    defaultMessage: 'At least {count, plural, one {# character} other {# characters}}',
  },
  uppercase: { id: 'shared.passwordStrengthMeter.uppercase', defaultMessage: 'An uppercase letter' },
  lowercase: { id: 'shared.passwordStrengthMeter.lowercase', defaultMessage: 'A lowercase letter' },
  number: { id: 'shared.passwordStrengthMeter.number', defaultMessage: 'A number' },
  special: { id: 'shared.passwordStrengthMeter.special', defaultMessage: 'A special character' },
});

const messages = defineMessages<{ strength: { strength: string }; met: NoMessageValues; notMet: NoMessageValues }>({
  strength: { id: 'shared.passwordStrengthMeter.strength', defaultMessage: 'Password strength: {strength}' },
  met: { id: 'shared.passwordStrengthMeter.met', defaultMessage: '(met)' },
  notMet: { id: 'shared.passwordStrengthMeter.notMet', defaultMessage: '(not met)' },
});

/** Five criteria, five segments (docs/behaviour.md §5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const intl = useSharedIntl();
  const { score, label } = passwordStrength(password);
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="flex flex-1 gap-1">
          {PASSWORD_CRITERIA.map((criterion, i) => (
            <span key={criterion} className={cn('h-1.5 flex-1 rounded-full', password && i < score ? colours[label] : 'bg-slate-200')} />
          ))}
        </div>
        <p aria-live="polite" className="w-32 text-right text-xs font-medium text-slate-600">
          {password ? intl.formatMessage(messages.strength, { strength: intl.formatMessage(strengths[label]) }) : ''}
        </p>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = meetsCriterion(criterion, password);
          return (
            <li key={criterion} className={cn('flex items-center gap-1.5', met ? 'text-emerald-700' : 'text-slate-500')}>
              {met ? <Check aria-hidden="true" className="size-3.5" /> : <Circle aria-hidden="true" className="size-3" />}
              {intl.formatMessage(criteria[criterion], { count: MIN_PASSWORD_LENGTH })}
              <span className="sr-only">{intl.formatMessage(met ? messages.met : messages.notMet)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
