import { CalendarCheck, CalendarDays, History } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Card } from '@/shared/ui/Card';
import { MentorsPanel } from './MentorsPanel';
import { mentorshipTab, TAB_KEYS, TAB_LABELS } from './mentorship-tabs';
import { MentorshipTabs } from './MentorshipTabs';
import { ResourcesPanel } from './ResourcesPanel';
import { SessionsPanel } from './SessionsPanel';

/** Career mentorship: sessions to register for, the scholar's own, past ones, resources and mentor profiles. */
export function MentorshipPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const selected = mentorshipTab(params.get('tab'));
  const tabs = TAB_KEYS.map((key) => ({ key, label: intl.formatMessage(TAB_LABELS[key]) }));

  return (
    <Card>
      <MentorshipTabs
        label={intl.formatMessage({ id: 'mentorship.page.tabs', defaultMessage: 'Career mentorship' })}
        tabs={tabs}
        selected={selected}
        onSelect={(tab) => setParams(tab === 'upcoming' ? {} : { tab }, { replace: true })}
      >
        {selected === 'upcoming' && <SessionsPanel key="upcoming" scope="UPCOMING" icon={CalendarDays} />}
        {selected === 'mine' && <SessionsPanel key="mine" scope="MINE" icon={CalendarCheck} />}
        {selected === 'past' && <SessionsPanel key="past" scope="PAST" icon={History} />}
        {selected === 'resources' && <ResourcesPanel />}
        {selected === 'mentors' && <MentorsPanel />}
      </MentorshipTabs>
    </Card>
  );
}
