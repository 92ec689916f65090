import { Suspense } from 'react';
import { BookOpen, ExternalLink, FileText, Link2, PlayCircle, type LucideIcon } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { MentorshipResourceKind } from '@/gql/graphql';
import { Badge } from '@/shared/ui/Badge';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { LoadingState } from '@/shared/ui/LoadingState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { resourcesRoute } from './mentorship-route';
import { RESOURCES_LOAD_FAILED } from '@nuru/rules/mentorship';

const MESSAGES = defineMessages({
  loading: { id: 'mentorship.resources.loading', defaultMessage: 'Loading resources...' },
  article: { id: 'mentorship.resources.article', defaultMessage: 'Article' },
  video: { id: 'mentorship.resources.video', defaultMessage: 'Video' },
  document: { id: 'mentorship.resources.document', defaultMessage: 'Document' },
  link: { id: 'mentorship.resources.link', defaultMessage: 'Link' },
});

const KINDS: Record<MentorshipResourceKind, { label: MessageDescriptor; Icon: LucideIcon }> = {
  ARTICLE: { label: MESSAGES.article, Icon: BookOpen },
  VIDEO: { label: MESSAGES.video, Icon: PlayCircle },
  DOCUMENT: { label: MESSAGES.document, Icon: FileText },
  LINK: { label: MESSAGES.link, Icon: Link2 },
};

/** Reading, recordings and links for scholars' careers; each opens in a new tab. */
export function ResourcesPanel() {
  const intl = useIntl();
  return (
    <Suspense fallback={<LoadingState>{intl.formatMessage(MESSAGES.loading)}</LoadingState>}>
      <ResourceList />
    </Suspense>
  );
}

function ResourceList() {
  const intl = useIntl();
  const { data, error } = useRouteQuery(resourcesRoute);
  const { refresh } = useRouteRefresh(resourcesRoute);

  return (
    <DataView
      value={data?.mentorshipResources}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(MESSAGES.loading)}
      failure={{
        title: intl.formatMessage({ id: 'mentorship.resources.failed', defaultMessage: 'Could not load the resources' }),
        fallback: RESOURCES_LOAD_FAILED,
      }}
      empty={
        <EmptyState
          icon={BookOpen}
          title={intl.formatMessage({ id: 'mentorship.resources.emptyTitle', defaultMessage: 'No resources yet' })}
        >
          <FormattedMessage
            id="mentorship.resources.emptyText"
            defaultMessage="Articles, recordings and documents shared by the programme will appear here."
          />
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
                      <span className="sr-only">
                        {' '}
                        <FormattedMessage id="mentorship.resources.newTab" defaultMessage="(opens in a new tab)" />
                      </span>
                    </a>
                    <Badge tone="neutral">{intl.formatMessage(label)}</Badge>
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
