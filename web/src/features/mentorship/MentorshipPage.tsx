import { CalendarCheck, CalendarDays, History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '@/shared/ui/Card';
import { MentorsPanel } from './MentorsPanel';
import { MentorshipTabs, type Tab } from './MentorshipTabs';
import { ResourcesPanel } from './ResourcesPanel';
import { SessionsPanel } from './SessionsPanel';

type TabKey = 'upcoming' | 'mine' | 'past' | 'resources' | 'mentors';

const TABS: readonly Tab<TabKey>[] = [
  { key: 'upcoming', label: 'Upcoming sessions' },
  { key: 'mine', label: 'My sessions' },
  { key: 'past', label: 'Past sessions' },
  { key: 'resources', label: 'Resources' },
  { key: 'mentors', label: 'Mentors' },
];

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/** Career mentorship: sessions to register for, the scholar's own, past ones, resources and mentor profiles. */
export function MentorshipPage() {
  // The tab is in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTab(requested) ? requested : 'upcoming';

  return (
    <Card>
      <MentorshipTabs
        label="Career mentorship"
        tabs={TABS}
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
