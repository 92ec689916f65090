import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Card, CardHeader } from '@/shared/ui/Card';
import { SETTINGS_FAILED } from '../settings-failures';
import { SwitchRow } from '../SwitchRow';
import { useSuccessNotice } from '../use-success-notice';

export const PrivacySwitches_PrivacyFragment = graphql(`
  fragment PrivacySwitches_privacy on PrivacySettings {
    showProfileToBatch
    shareResultsWithMentors
  }
`);

const UpdatePrivacyMutation = graphql(`
  mutation UpdatePrivacySettings($input: PrivacySettingsInput!) {
    updatePrivacySettings(input: $input) {
      showProfileToBatch
      shareResultsWithMentors
    }
  }
`);

export function PrivacySwitches({ privacy }: { privacy: FragmentType<typeof PrivacySwitches_PrivacyFragment> }) {
  const current = getFragmentData(PrivacySwitches_PrivacyFragment, privacy);
  const [update, { loading, error }] = useMutation(UpdatePrivacyMutation, { refetchQueries: ['NotificationsPage'], awaitRefetchQueries: true });
  const [notice, setNotice] = useSuccessNotice();

  async function change(input: { showProfileToBatch?: boolean; shareResultsWithMentors?: boolean }) {
    setNotice(null);
    try {
      await update({ variables: { input } });
      setNotice('Privacy settings updated.');
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="privacy-title">
      <CardHeader titleId="privacy-title" title="Privacy" description="Decide who in the programme sees what about you." />
      <div className="divide-y divide-slate-100 px-5 py-2">
        {notice && <Alert tone="success" className="my-2" onClose={() => setNotice(null)}>{notice}</Alert>}
        {error && <Alert tone="error" className="my-2">{errorMessage(error, SETTINGS_FAILED.updatePrivacy)}</Alert>}
        <SwitchRow
          label="Show my profile to my batch"
          description="Scholars of your batch can see your name, university and programme."
          checked={current.showProfileToBatch}
          disabled={loading}
          onChange={(showProfileToBatch) => void change({ showProfileToBatch })}
        />
        <SwitchRow
          label="Share my results with mentors"
          description="Mentors of sessions you register for can see your results summary."
          checked={current.shareResultsWithMentors}
          disabled={loading}
          onChange={(shareResultsWithMentors) => void change({ shareResultsWithMentors })}
        />
      </div>
    </Card>
  );
}
