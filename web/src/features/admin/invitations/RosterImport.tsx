import { useMutation } from '@apollo/client/react';
import { ClipboardCheck, Upload } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import type { ImportRosterMutation as ImportRosterAnswer } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { Textarea } from '@/shared/ui/Textarea';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { RosterReport } from './RosterReport';
import { importLabel, MAX_ROSTER_BYTES, outcomeCounts, ROSTER_WORDS } from './roster-words';

// The file's own format (its column names and a sample line), the same in every language.
const ROSTER_EXAMPLE = 'email,batchNo,name\namani@example.org,3,Amani Juma';

const ImportRosterMutation = graphql(`
  mutation ImportRoster($csv: String!, $dryRun: Boolean!) {
    importRoster(csv: $csv, dryRun: $dryRun) {
      applied
      rows {
        line
        outcome
      }
      ...RosterReport_import
    }
  }
`);

type Report = ImportRosterAnswer['importRoster'];

/** A roster CSV, chosen or pasted: checked first (nothing written), then imported when every row is valid. */
export function RosterImport({ onImported }: { onImported: () => void }) {
  const [importRoster, sending] = useMutation(ImportRosterMutation);
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const intl = useIntl();

  function change(text: string) {
    setCsv(text);
    setReport(null);
    setProblem(null);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    change('');
    if (!file) return;
    if (file.size > MAX_ROSTER_BYTES) {
      event.target.value = '';
      setProblem(intl.formatMessage(ROSTER_WORDS.tooLarge));
      return;
    }
    change(await file.text());
  }

  async function send(dry: boolean) {
    setProblem(null);
    if (!csv.trim()) return setProblem(intl.formatMessage(ROSTER_WORDS.required));
    if (new Blob([csv]).size > MAX_ROSTER_BYTES) return setProblem(intl.formatMessage(ROSTER_WORDS.tooLarge));
    setDryRun(dry);
    try {
      const { data } = await importRoster({ variables: { csv, dryRun: dry } });
      setReport(data?.importRoster ?? null);
      if (!dry && data?.importRoster.applied) onImported();
    } catch (failure) {
      setProblem(errorMessage(failure, ADMIN_FAILED.roster));
    }
  }

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  const counts = report ? outcomeCounts(report.rows) : null;
  const canImport = Boolean(report && !report.applied && counts && counts.INVALID === 0 && counts.INVITE > 0);
  return (
    <form noValidate onSubmit={onCheck} className="space-y-4 px-5 py-5">
      <Input
        label={intl.formatMessage({ id: 'admin.invitations.rosterImport.file', defaultMessage: 'Roster file (.csv)' })}
        type="file"
        accept=".csv,text/csv"
        hint={intl.formatMessage({
          id: 'admin.invitations.rosterImport.fileHint',
          defaultMessage: 'At most 2 MB. One scholar per line: email,batchNo[,name]; a header row is optional.',
        })}
        className="min-h-11"
        disabled={sending.loading}
        onChange={onFile}
      />
      <Textarea
        label={intl.formatMessage({ id: 'admin.invitations.rosterImport.paste', defaultMessage: 'Or paste the roster' })}
        placeholder={ROSTER_EXAMPLE}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        value={csv}
        disabled={sending.loading}
        onChange={(event) => change(event.target.value)}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" variant="secondary" className="min-h-11" busy={sending.loading && dryRun}>
          <ClipboardCheck aria-hidden="true" className="size-4" />
          <FormattedMessage id="admin.invitations.rosterImport.check" defaultMessage="Check roster" />
        </Button>
        {report && !report.applied && counts && (
          <Button
            className="min-h-11"
            disabled={!canImport || sending.loading}
            busy={sending.loading && !dryRun}
            onClick={() => void send(false)}
          >
            <Upload aria-hidden="true" className="size-4" />
            {importLabel(intl, counts.INVITE)}
          </Button>
        )}
      </div>
      {report && <RosterReport report={report} />}
    </form>
  );
}
