import { Suspense } from 'react';
import { BookOpen, ExternalLink, FileText, Link2, PlayCircle, type LucideIcon } from 'lucide-react';
import type { MentorshipResourceKind } from '@/gql/graphql';
import { Badge } from '@/shared/ui/Badge';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { LoadingState } from '@/shared/ui/LoadingState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { resourcesRoute } from './mentorship-route';
import { RESOURCES_LOAD_FAILED } from '@nuru/rules/mentorship';

const RESOURCES_LOADING = 'Loading resources...';

const KINDS: Record<MentorshipResourceKind, { label: string; Icon: LucideIcon }> = {
  ARTICLE: { label: 'Article', Icon: BookOpen },
  VIDEO: { label: 'Video', Icon: PlayCircle },
  DOCUMENT: { label: 'Document', Icon: FileText },
  LINK: { label: 'Link', Icon: Link2 },
};

/** Reading, recordings and links for scholars' careers; each opens in a new tab. */
export function ResourcesPanel() {
  return (
    <Suspense fallback={<LoadingState>{RESOURCES_LOADING}</LoadingState>}>
      <ResourceList />
    </Suspense>
  );
}

function ResourceList() {
  const { data, error } = useRouteQuery(resourcesRoute);
  const { refresh } = useRouteRefresh(resourcesRoute);

  return (
    <DataView
      value={data?.mentorshipResources}
      error={error}
      onRetry={refresh}
      loading={RESOURCES_LOADING}
      failure={{ title: 'Could not load the resources', fallback: RESOURCES_LOAD_FAILED }}
      empty={
        <EmptyState icon={BookOpen} title="No resources yet">
          Articles, recordings and documents shared by the programme will appear here.
        </EmptyState>
      }
    >
      {(resources) => (
        <ul className="divide-y divide-slate-100">
          {resources.map((resource) => {
            const { label, Icon } = KINDS[resource.kind];
            return (
              <li key={resource.id} className="flex items-start gap-4 px-5 py-4">
                <span aria-hidden="true" className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
                  <Icon className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <a href={resource.url} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 hover:underline">
                      {resource.title}
                      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    <Badge tone="neutral">{label}</Badge>
                  </div>
                  {resource.description && <p className="mt-1 text-sm text-slate-600">{resource.description}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DataView>
  );
}
