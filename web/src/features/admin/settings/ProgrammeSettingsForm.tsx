import { useMutation } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { AcademicYearSelect } from '@/shared/ui/AcademicYearSelect';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { readAmountTzs } from '@nuru/rules/disbursement';
import { formatShillings } from '@/shared/rules/format';
import { Input } from '@/shared/ui/Input';
import { batchesOffered, batchProblem, toggled } from './batch-choice';
import { programmeSettingsRoute } from './programme-settings-route';
import { instalmentLines, instalmentsProblem } from './stipend-periods';
import { StipendPeriodFields } from './StipendPeriodFields';

export const ProgrammeSettingsForm_SettingsFragment = graphql(`
  fragment ProgrammeSettingsForm_settings on ProgrammeSettings {
    currentAcademicYear
    activeBatches
    stipendAmountTzs
    stipendInstalments
    maxStipendsPerYear
    updatedAt
  }
`);

const UpdateProgrammeSettingsMutation = graphql(`
  mutation UpdateProgrammeSettings($input: ProgrammeSettingsInput!) {
    updateProgrammeSettings(input: $input) {
      message
      settings {
        updatedAt
        ...ProgrammeSettingsForm_settings
      }
    }
  }
`);

/** What a save came to; `stale` when someone else changed the settings since they were loaded. */
export type SaveOutcome = { tone: 'success' | 'error'; message: string; stale?: boolean };

type Props = { settings: FragmentType<typeof ProgrammeSettingsForm_SettingsFragment>; onOutcome: (outcome: SaveOutcome) => void };

/** The current academic year, the active batches and the stipend's settings, saved only over the version that was loaded. */
export function ProgrammeSettingsForm({ settings: masked, onOutcome }: Props) {
  const settings = getFragmentData(ProgrammeSettingsForm_SettingsFragment, masked);
  const [year, setYear] = useState(settings.currentAcademicYear);
  const [batches, setBatches] = useState<number[]>([...settings.activeBatches]);
  const [added, setAdded] = useState(0);
  const [stipend, setStipend] = useState(String(settings.stipendAmountTzs));
  const [stipendProblem, setStipendProblem] = useState<string | undefined>(undefined);
  const [instalments, setInstalments] = useState(settings.stipendInstalments.join('\n'));
  const [cap, setCap] = useState(settings.maxStipendsPerYear);
  const [periodsChecked, setPeriodsChecked] = useState(false);
  const [save, saving] = useMutation(UpdateProgrammeSettingsMutation);
  const intl = useIntl();
  const offered = batchesOffered(settings.activeBatches, added);
  const next = (offered.at(-1) ?? 0) + 1;
  const problem = batchProblem(batches);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = readAmountTzs(stipend);
    setStipendProblem('problem' in amount ? amount.problem : undefined);
    setPeriodsChecked(true);
    const lines = instalmentLines(instalments);
    if (problem || 'problem' in amount || instalmentsProblem(lines)) return;
    try {
      const { data } = await save({
        variables: {
          input: {
            currentAcademicYear: year,
            activeBatches: batches,
            stipendAmountTzs: amount.amountTzs,
            stipendInstalments: lines,
            maxStipendsPerYear: cap,
            expectedUpdatedAt: settings.updatedAt,
          },
        },
        // The settings have no id: the answer replaces what the page's query holds.
        update: (cache, { data: saved }) => {
          if (saved)
            cache.writeQuery({
              query: programmeSettingsRoute.query,
              data: { __typename: 'Query', programmeSettings: saved.updateProgrammeSettings.settings },
            });
        },
      });
      if (data) onOutcome({ tone: 'success', message: data.updateProgrammeSettings.message });
    } catch (failure) {
      const message = errorMessage(failure, ADMIN_FAILED.saveSettings);
      onOutcome({ tone: 'error', message, stale: message.includes('changed by someone else') });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6 px-5 py-5">
      <div className="max-w-xs">
        <AcademicYearSelect value={year} currentYear={settings.currentAcademicYear} onChange={setYear} disabled={saving.loading} />
      </div>
      <p className="text-sm text-slate-600">
        <FormattedMessage
          id="admin.settings.programmeSettingsForm.yearHint"
          defaultMessage="The current academic year drives the scholars’ to-do list and is the default year of their payments."
        />
      </p>
      <fieldset className="space-y-2" aria-describedby="active-batches-hint">
        <legend className="text-sm font-medium text-slate-900">
          <FormattedMessage id="admin.settings.programmeSettingsForm.activeBatches" defaultMessage="Active batches" />
        </legend>
        <p id="active-batches-hint" className="text-sm text-slate-600">
          <FormattedMessage
            id="admin.settings.programmeSettingsForm.activeBatchesHint"
            defaultMessage="Invitations go to active batches only."
          />
        </p>
        <div className="flex flex-wrap gap-x-6">
          {offered.map((batchNo) => (
            <Checkbox
              key={batchNo}
              label={intl.formatMessage(
                { id: 'admin.settings.programmeSettingsForm.batch', defaultMessage: 'Batch {batchNo}' },
                { batchNo },
              )}
              className="flex min-h-11 items-center gap-2.5 text-sm text-slate-700"
              checked={batches.includes(batchNo)}
              onChange={(event) => setBatches((current) => toggled(current, batchNo, event.target.checked))}
              disabled={saving.loading}
            />
          ))}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {intl.formatMessage(problem)}
          </p>
        )}
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={saving.loading}
          onClick={() => {
            setAdded(next);
            setBatches((current) => toggled(current, next, true));
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          <FormattedMessage
            id="admin.settings.programmeSettingsForm.addBatch"
            defaultMessage="Add batch {batchNo}"
            values={{ batchNo: next }}
          />
        </Button>
      </fieldset>
      <div className="max-w-xs">
        <Input
          label={intl.formatMessage({ id: 'admin.settings.programmeSettingsForm.stipend', defaultMessage: 'Stipend per scholar (TZS)' })}
          hint={
            <FormattedMessage
              id="admin.settings.programmeSettingsForm.stipendHint"
              defaultMessage="Whole shillings: what a new stipend run proposes for each scholar (now {amount})."
              values={{ amount: formatShillings(settings.stipendAmountTzs) }}
            />
          }
          value={stipend}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => setStipend(event.target.value)}
          error={stipendProblem}
          disabled={saving.loading}
        />
      </div>
      <StipendPeriodFields
        instalments={instalments}
        onInstalments={setInstalments}
        cap={cap}
        onCap={setCap}
        problem={periodsChecked ? instalmentsProblem(instalmentLines(instalments)) : undefined}
        disabled={saving.loading}
      />
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11" busy={saving.loading}>
          <FormattedMessage id="admin.settings.programmeSettingsForm.save" defaultMessage="Save settings" />
        </Button>
      </div>
    </form>
  );
}
