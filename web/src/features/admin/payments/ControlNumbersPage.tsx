import { PAYMENT_DESK_FAILED } from '@nuru/rules/payments';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { BulkBar } from './BulkBar';
import { ControlNumberTable } from './ControlNumberTable';
import { controlNumbersRoute } from './control-numbers-route';
import { DeskFilters } from './DeskFilters';
import { PaymentDeskTabs } from './PaymentDeskTabs';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const LOADING = 'Loading control numbers...';

export function ControlNumbersPage() {
  return (
    <div className="space-y-6">
      <PaymentDeskTabs />
      <SuspenseCard loading={LOADING}>
        <ControlNumbersContent />
      </SuspenseCard>
    </div>
  );
}

function ControlNumbersContent() {
  const { data, error } = useRouteQuery(controlNumbersRoute);
  const { refresh, refreshing } = useRouteRefresh(controlNumbersRoute);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const settings = data?.programmeSettings;
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  // Only what this page shows can be changed: a selection does not outlive a change of filters or page.
  const shown = new Set(data?.controlNumbers?.nodes.map((row) => row.id) ?? []);
  const chosen = [...selected].filter((id) => shown.has(id));
  return (
    <Card aria-busy={refreshing || undefined}>
      <CardHeader
        title="Control numbers"
        description={data?.controlNumbers ? `${data.controlNumbers.pageInfo.totalCount} match these filters.` : undefined}
      />
      {settings && <DeskFilters batches={data.programmeBatches} currentYear={settings.currentAcademicYear} />}
      <BulkBar
        ids={chosen}
        onDone={() => {
          setSelected(new Set());
          refresh();
        }}
      />
      <DataView
        value={data?.controlNumbers}
        error={error}
        onRetry={refresh}
        loading={LOADING}
        failure={{ title: 'The control numbers could not be loaded', fallback: PAYMENT_DESK_FAILED.controlNumbers }}
        isEmpty={(page) => page.nodes.length === 0}
        empty={
          <EmptyState icon={Receipt} title="No control number matches these filters">
            Change or clear the filters to see more control numbers.
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <ControlNumberTable
              rows={page.nodes}
              selected={selected}
              onSelect={(id, on) => select([id], on)}
              onSelectAll={(ids, on) => select(ids, on)}
            />
            <Pagination pageInfo={page.pageInfo} label="Control number pages" />
          </>
        )}
      </DataView>
    </Card>
  );
}
