import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { SwitchesCard } from './SwitchesCard';

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
  const [update, { loading, error }] = useMutation(UpdatePrivacyMutation);

  return (
    <SwitchesCard
      titleId="privacy-title"
      title="Privacy"
      description="Decide who in the programme sees what about you."
      switches={[
        {
          name: 'showProfileToBatch',
          label: 'Show my profile to my batch',
          description: 'Scholars of your batch can see your name, university and programme.',
          checked: current.showProfileToBatch,
        },
        {
          name: 'shareResultsWithMentors',
          label: 'Share my results with mentors',
          description: 'Mentors of sessions you register for can see your results summary.',
          checked: current.shareResultsWithMentors,
        },
      ]}
      save={(input) => update({ variables: { input } })}
      saving={loading}
      error={error}
      savedNotice="Privacy settings updated."
    />
  );
}
