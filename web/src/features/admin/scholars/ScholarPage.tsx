import { ADMIN_FAILED } from '@nuru/rules/admin';
import { ArrowLeft, UserX } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { buttonClasses } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { scholarRoute } from './scholar-route';
import { ScholarProfile } from './ScholarProfile';
import { ScholarRecords } from './ScholarRecords';
import { ScholarStatus } from './ScholarStatus';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const messages = defineMessages({
  allScholars: { id: 'admin.scholars.scholarPage.allScholars', defaultMessage: 'All scholars' },
  loading: { id: 'admin.scholars.scholarPage.loading', defaultMessage: 'Loading the scholar...' },
  failed: { id: 'admin.scholars.scholarPage.failed', defaultMessage: 'The scholar could not be loaded' },
  noSuchScholar: { id: 'admin.scholars.scholarPage.noSuchScholar', defaultMessage: 'No such scholar' },
  wrongAddress: {
    id: 'admin.scholars.scholarPage.wrongAddress',
    defaultMessage: 'The address may be mistyped, or the account was removed.',
  },
});

export function ScholarPage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <Link to="/admin/students" className={buttonClasses('ghost', 'min-h-11 px-2')}>
        <ArrowLeft className="size-4" aria-hidden />
        {intl.formatMessage(messages.allScholars)}
      </Link>
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <ScholarContent />
      </SuspenseCard>
    </div>
  );
}

function ScholarContent() {
  const { data, error } = useRouteQuery(scholarRoute);
  const { refresh } = useRouteRefresh(scholarRoute);
  const intl = useIntl();
  return (
    <DataView
      // Wrapped: a null scholar is an answer (no such scholar), not one still on its way.
      value={data ? { scholar: data.scholar } : undefined}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(messages.loading)}
      failure={{ title: intl.formatMessage(messages.failed), fallback: ADMIN_FAILED.scholar }}
      isEmpty={({ scholar }) => scholar === null}
      empty={
        <Card>
          <EmptyState icon={UserX} title={intl.formatMessage(messages.noSuchScholar)}>
            {intl.formatMessage(messages.wrongAddress)}
          </EmptyState>
        </Card>
      }
      frame={(face) => <Card>{face}</Card>}
    >
      {({ scholar }) =>
        scholar && (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <ScholarProfile scholar={scholar} />
              <ScholarRecords scholar={scholar} />
            </div>
            <div>
              <ScholarStatus scholar={scholar} onChanged={refresh} />
            </div>
          </div>
        )
      }
    </DataView>
  );
}
