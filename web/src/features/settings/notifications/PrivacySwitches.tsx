import { useMutation } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
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

const words = defineMessages({
  title: { id: 'settings.privacySwitches.title', defaultMessage: 'Privacy' },
  description: { id: 'settings.privacySwitches.description', defaultMessage: 'Decide who in the programme sees what about you.' },
  showProfile: { id: 'settings.privacySwitches.showProfile', defaultMessage: 'Show my profile to my batch' },
  showProfileDescription: {
    id: 'settings.privacySwitches.showProfileDescription',
    defaultMessage: 'Scholars of your batch can see your name, university and programme.',
  },
  shareResults: { id: 'settings.privacySwitches.shareResults', defaultMessage: 'Share my results with mentors' },
  shareResultsDescription: {
    id: 'settings.privacySwitches.shareResultsDescription',
    defaultMessage: 'Mentors of sessions you register for can see your results summary.',
  },
  saved: { id: 'settings.privacySwitches.saved', defaultMessage: 'Privacy settings updated.' },
});

export function PrivacySwitches({ privacy }: { privacy: FragmentType<typeof PrivacySwitches_PrivacyFragment> }) {
  const intl = useIntl();
  const current = getFragmentData(PrivacySwitches_PrivacyFragment, privacy);
  const [update, { loading, error }] = useMutation(UpdatePrivacyMutation);

  return (
    <SwitchesCard
      titleId="privacy-title"
      title={intl.formatMessage(words.title)}
      description={intl.formatMessage(words.description)}
      switches={[
        {
          name: 'showProfileToBatch',
          label: intl.formatMessage(words.showProfile),
          description: intl.formatMessage(words.showProfileDescription),
          checked: current.showProfileToBatch,
        },
        {
          name: 'shareResultsWithMentors',
          label: intl.formatMessage(words.shareResults),
          description: intl.formatMessage(words.shareResultsDescription),
          checked: current.shareResultsWithMentors,
        },
      ]}
      save={(input) => update({ variables: { input } })}
      saving={loading}
      error={error}
      savedNotice={intl.formatMessage(words.saved)}
    />
  );
}
