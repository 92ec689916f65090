import { useIntl } from 'react-intl';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { settingsFailed } from '../settings-failures';
import { SwitchRow } from '../SwitchRow';

type Switch<Name extends string> = { name: Name; label: string; description: string; checked: boolean };

type SwitchesCardProps<Name extends string> = {
  titleId: string;
  title: string;
  description: string;
  switches: Switch<Name>[];
  /** Saves one switch's new state; rejects when that failed (the failure comes back as `error`). */
  save: (change: Partial<Record<Name, boolean>>) => Promise<unknown>;
  saving: boolean;
  error: unknown;
  savedNotice: string;
};

/** A card of on/off settings, each saved as soon as it is flipped, with what came of the last change. */
export function SwitchesCard<Name extends string>({
  titleId,
  title,
  description,
  switches,
  save,
  saving,
  error,
  savedNotice,
}: SwitchesCardProps<Name>) {
  const intl = useIntl();
  const toast = useToast();

  async function change(name: Name, checked: boolean) {
    try {
      await save({ [name]: checked } as Partial<Record<Name, boolean>>);
      toast(savedNotice);
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={title} description={description} />
      <div className="divide-y divide-slate-100 px-5 py-2">
        {error ? (
          <Alert tone="error" className="my-2">
            {errorMessage(error, settingsFailed(intl))}
          </Alert>
        ) : null}
        {switches.map((item) => (
          <SwitchRow
            key={item.name}
            label={item.label}
            description={item.description}
            checked={item.checked}
            disabled={saving}
            onChange={(checked) => void change(item.name, checked)}
          />
        ))}
      </div>
    </Card>
  );
}
