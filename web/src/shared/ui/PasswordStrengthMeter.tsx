import { Check, Circle } from 'lucide-react';
import { meetsCriterion, PASSWORD_CRITERIA } from '@nuru/rules/auth';
import { CRITERION_LABELS, passwordStrength, type StrengthLabel } from '../rules/password-strength';
import { cn } from './cn';

const colours: Record<StrengthLabel, string> = {
  Weak: 'bg-red-500',
  Medium: 'bg-amber-500',
  Good: 'bg-sky-500',
  Strong: 'bg-emerald-600',
};

/** Five criteria, five segments (spec 5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
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
          {password ? `Password strength: ${label}` : ''}
        </p>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = meetsCriterion(criterion, password);
          return (
            <li key={criterion} className={cn('flex items-center gap-1.5', met ? 'text-emerald-700' : 'text-slate-500')}>
              {met ? <Check aria-hidden="true" className="size-3.5" /> : <Circle aria-hidden="true" className="size-3" />}
              {CRITERION_LABELS[criterion]}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
