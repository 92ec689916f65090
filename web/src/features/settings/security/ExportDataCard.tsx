import { useMutation } from '@apollo/client/react';
import { Download } from 'lucide-react';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { SETTINGS_FAILED } from '../settings-failures';
import { saveTextFile } from './save-file';

const ExportAccountDataMutation = graphql(`
  mutation ExportAccountData {
    exportAccountData {
      fileName
      json
    }
  }
`);

export function ExportDataCard() {
  // The export is recorded in the activity list, which is paged: read again rather than guessed into the cache.
  const [exportData, { loading, error }] = useMutation(ExportAccountDataMutation, { refetchQueries: ['AccountActivity'] });
  const toast = useToast();

  async function download() {
    try {
      const { data } = await exportData();
      if (!data) return;
      saveTextFile(data.exportAccountData.fileName, data.exportAccountData.json);
      toast('Your data has been downloaded.');
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="export-title">
      <CardHeader
        titleId="export-title"
        title="Your data"
        description="A JSON file of everything the portal holds about you: profile, results, payments, registrations, settings and activity."
      />
      <div className="space-y-4 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, SETTINGS_FAILED)}</Alert>}
        <div className="flex justify-end">
          <Button variant="secondary" busy={loading} onClick={() => void download()}>
            <Download aria-hidden="true" className="size-4" />
            Download my data
          </Button>
        </div>
      </div>
    </Card>
  );
}
