import { ADMIN_FAILED } from '@nuru/rules/admin';
import { ArrowLeft, UserX } from 'lucide-react';
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

export function ScholarPage() {
  return (
    <div className="space-y-6">
      <Link to="/admin/students" className={buttonClasses('ghost', 'min-h-11 px-2')}>
        <ArrowLeft className="size-4" aria-hidden />
        All scholars
      </Link>
      <SuspenseCard loading="Loading the scholar...">
        <ScholarContent />
      </SuspenseCard>
    </div>
  );
}

function ScholarContent() {
  const { data, error } = useRouteQuery(scholarRoute);
  const { refresh } = useRouteRefresh(scholarRoute);
  return (
    <DataView
      // Wrapped: a null scholar is an answer (no such scholar), not one still on its way.
      value={data ? { scholar: data.scholar } : undefined}
      error={error}
      onRetry={refresh}
      loading="Loading the scholar..."
      failure={{ title: 'The scholar could not be loaded', fallback: ADMIN_FAILED.scholar }}
      isEmpty={({ scholar }) => scholar === null}
      empty={
        <Card>
          <EmptyState icon={UserX} title="No such scholar">
            The address may be mistyped, or the account was removed.
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
