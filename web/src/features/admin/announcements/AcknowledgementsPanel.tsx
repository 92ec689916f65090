import { useQuery } from '@apollo/client/react';
import { RotateCw } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { Button } from '@/shared/ui/Button';
import { DataView } from '@/shared/ui/DataView';
import { ACKNOWLEDGEMENTS_FAILED } from '@nuru/rules/announcements';
import { DayText } from '@/shared/i18n/use-dates';

const AnnouncementAcknowledgementsQuery = graphql(`
  query AnnouncementAcknowledgements($id: ID!) {
    announcementAcknowledgements(id: $id) {
      acknowledged {
        id
        name
        email
        acknowledgedAt
      }
      pending {
        id
        name
        email
      }
    }
  }
`);

const messages = defineMessages({
  acknowledged: { id: 'admin.announcements.acknowledgementsPanel.acknowledged', defaultMessage: 'Acknowledged' },
  pending: { id: 'admin.announcements.acknowledgementsPanel.pending', defaultMessage: 'Pending' },
});

/** Who, among the scholars an announcement is for, has and has not acknowledged it; always read fresh. */
export function AcknowledgementsPanel({ announcementId, title }: { announcementId: string; title: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AnnouncementAcknowledgementsQuery, {
    variables: { id: announcementId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  return (
    <DataView
      value={data?.announcementAcknowledgements}
      error={error}
      onRetry={refetch}
      loading={intl.formatMessage({
        id: 'admin.announcements.acknowledgementsPanel.loading',
        defaultMessage: 'Loading acknowledgements...',
      })}
      failure={{
        title: intl.formatMessage({
          id: 'admin.announcements.acknowledgementsPanel.failed',
          defaultMessage: 'Could not load acknowledgements',
        }),
        fallback: ACKNOWLEDGEMENTS_FAILED,
      }}
    >
      {(lists) => (
        <section
          aria-label={intl.formatMessage(
            { id: 'admin.announcements.acknowledgementsPanel.label', defaultMessage: 'Acknowledgements of {title}' },
            { title },
          )}
          className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-semibold text-slate-800">
              <FormattedMessage
                id="admin.announcements.acknowledgementsPanel.count"
                defaultMessage="{acknowledged} of {total} scholars acknowledged"
                values={{ acknowledged: lists.acknowledged.length, total: lists.acknowledged.length + lists.pending.length }}
              />
            </p>
            <Button variant="ghost" className="sm:min-h-8 px-2 py-1" busy={loading} onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              <FormattedMessage id="admin.announcements.acknowledgementsPanel.refresh" defaultMessage="Refresh" />
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h4 className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
                <FormattedMessage
                  id="admin.announcements.acknowledgementsPanel.acknowledgedCount"
                  defaultMessage="Acknowledged ({count})"
                  values={{ count: lists.acknowledged.length }}
                />
              </h4>
              <ul aria-label={intl.formatMessage(messages.acknowledged)} className="mt-2 space-y-1.5 text-sm">
                {lists.acknowledged.map((s) => (
                  <li key={s.id}>
                    <span className="font-medium text-slate-900">{s.name || s.email}</span>{' '}
                    <span className="text-slate-500">
                      {s.email} · <DayText value={s.acknowledgedAt} />
                    </span>
                  </li>
                ))}
                {lists.acknowledged.length === 0 && (
                  <li className="text-slate-500">
                    <FormattedMessage id="admin.announcements.acknowledgementsPanel.nobody" defaultMessage="Nobody yet." />
                  </li>
                )}
              </ul>
            </div>
            <div>
              <h4 className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
                <FormattedMessage
                  id="admin.announcements.acknowledgementsPanel.pendingCount"
                  defaultMessage="Pending ({count})"
                  values={{ count: lists.pending.length }}
                />
              </h4>
              <ul aria-label={intl.formatMessage(messages.pending)} className="mt-2 space-y-1.5 text-sm">
                {lists.pending.map((s) => (
                  <li key={s.id}>
                    <span className="font-medium text-slate-900">{s.name || s.email}</span>{' '}
                    <span className="text-slate-500">{s.email}</span>
                  </li>
                ))}
                {lists.pending.length === 0 && (
                  <li className="text-slate-500">
                    <FormattedMessage
                      id="admin.announcements.acknowledgementsPanel.everyone"
                      defaultMessage="Everyone has acknowledged it."
                    />
                  </li>
                )}
              </ul>
            </div>
          </div>
        </section>
      )}
    </DataView>
  );
}
