import { useMutation } from '@apollo/client/react';
import { Download } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { settingsFailed } from '../settings-failures';
import { saveTextFile } from './save-file';
import { ActivityQuery } from './activity-query';

const ExportAccountDataMutation = graphql(`
  mutation ExportAccountData {
    exportAccountData {
      fileName
      json
    }
  }
`);

const words = defineMessages({
  downloaded: { id: 'settings.exportData.downloaded', defaultMessage: 'Your data has been downloaded.' },
  title: { id: 'settings.exportData.title', defaultMessage: 'Your data' },
  description: {
    id: 'settings.exportData.description',
    defaultMessage:
      'A JSON file of everything the portal holds about you: profile, results, payments, registrations, settings and activity.',
  },
});

export function ExportDataCard() {
  const intl = useIntl();
  // The export is recorded in the activity list, which is paged: read again rather than guessed into the cache.
  const [exportData, { loading, error }] = useMutation(ExportAccountDataMutation, { refetchQueries: [ActivityQuery] });
  const toast = useToast();

  async function download() {
    try {
      const { data } = await exportData();
      if (!data) return;
      saveTextFile(data.exportAccountData.fileName, data.exportAccountData.json);
      toast(intl.formatMessage(words.downloaded));
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="export-title">
      <CardHeader titleId="export-title" title={intl.formatMessage(words.title)} description={intl.formatMessage(words.description)} />
      <div className="space-y-4 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, settingsFailed(intl))}</Alert>}
        <div className="flex justify-end">
          <Button variant="secondary" busy={loading} onClick={() => void download()}>
            <Download aria-hidden="true" className="size-4" />
            <FormattedMessage id="settings.exportData.download" defaultMessage="Download my data" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
