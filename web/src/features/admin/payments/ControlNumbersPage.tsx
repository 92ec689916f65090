import { PAYMENT_DESK_FAILED } from '@nuru/rules/payments';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const messages = defineMessages({
  loading: { id: 'admin.payments.controlNumbersPage.loading', defaultMessage: 'Loading control numbers...' },
});

export function ControlNumbersPage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <PaymentDeskTabs />
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <ControlNumbersContent />
      </SuspenseCard>
    </div>
  );
}

function ControlNumbersContent() {
  const { data, error, waiting } = useRouteQuery(controlNumbersRoute);
  const { refresh, refreshing } = useRouteRefresh(controlNumbersRoute);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const intl = useIntl();
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
    <Card aria-busy={refreshing || waiting || undefined}>
      <CardHeader
        title={intl.formatMessage({ id: 'admin.payments.controlNumbersPage.title', defaultMessage: 'Control numbers' })}
        description={
          data?.controlNumbers ? (
            <FormattedMessage
              id="admin.payments.controlNumbersPage.count"
              defaultMessage="{count, plural, other {# match these filters.}}"
              values={{ count: data.controlNumbers.pageInfo.totalCount }}
            />
          ) : undefined
        }
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
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({
            id: 'admin.payments.controlNumbersPage.failed',
            defaultMessage: 'The control numbers could not be loaded',
          }),
          fallback: PAYMENT_DESK_FAILED.controlNumbers,
        }}
        isEmpty={(page) => page.nodes.length === 0}
        empty={
          <EmptyState
            icon={Receipt}
            title={intl.formatMessage({
              id: 'admin.payments.controlNumbersPage.empty',
              defaultMessage: 'No control number matches these filters',
            })}
          >
            <FormattedMessage
              id="admin.payments.controlNumbersPage.emptyHint"
              defaultMessage="Change or clear the filters to see more control numbers."
            />
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
            <Pagination
              pageInfo={page.pageInfo}
              label={intl.formatMessage({ id: 'admin.payments.controlNumbersPage.pages', defaultMessage: 'Control number pages' })}
            />
          </>
        )}
      </DataView>
    </Card>
  );
}
