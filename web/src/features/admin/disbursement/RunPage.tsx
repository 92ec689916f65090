import { useMutation } from '@apollo/client/react';
import { DISBURSEMENT_FAILED, type DisbursementOperation } from '@nuru/rules/disbursement';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { getFragmentData, type FragmentType } from '@/gql';
import { downloadFile } from '@/shared/api/download-file';
import { errorMessage, hasErrorCode } from '@/shared/api/errors';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Alert } from '@/shared/ui/Alert';
import { Card } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { dateInputValue, paidAtOf, runRowArgs } from './disbursement-params';
import { ExcludedRows } from './ExcludedRows';
import { IncludedRows } from './IncludedRows';
import type { ChangeResult, RunAction } from './run-action';
import {
  ApproveDisbursementRunMutation,
  CancelDisbursementRunMutation,
  ConfirmDisbursementCancelMutation,
  ConfirmDisbursementTransferFailedMutation,
  DismissDisbursementTransferFailureMutation,
  MarkDisbursementRunPaidMutation,
  MarkDisbursementTransferFailedMutation,
  UpdateDisbursementItemMutation,
  WithdrawDisbursementCancelMutation,
} from './run-changes';
import { CancelRequest } from './CancelRequest';
import { RunActions } from './RunActions';
import { RunChangeDialog, type ChangeValues } from './RunChangeDialog';
import { RunChanges } from './RunChanges';
import { dialogFor } from './run-dialogs';
import { runRoute, RunPageRunFragment } from './run-route';
import { changeNotice, createdNotice } from './run-notices';
import { RunSummary } from './RunSummary';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const messages = defineMessages({
  loading: { id: 'admin.disbursement.runPage.loading', defaultMessage: 'Loading the stipend run...' },
});

export function RunPage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <Link to="/admin/disbursement" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        <FormattedMessage id="admin.disbursement.runPage.allRuns" defaultMessage="All stipend runs" />
      </Link>
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <RunContent />
      </SuspenseCard>
    </div>
  );
}

function RunContent() {
  const { data, error } = useRouteQuery(runRoute);
  const { refresh, refreshing } = useRouteRefresh(runRoute);
  const intl = useIntl();
  if (data && data.disbursementRun === null)
    return (
      <Card>
        <EmptyState
          icon={SearchX}
          title={intl.formatMessage({ id: 'admin.disbursement.runPage.noSuchRun', defaultMessage: 'No such stipend run' })}
        >
          <FormattedMessage
            id="admin.disbursement.runPage.wrongAddress"
            defaultMessage="It may have been a wrong address. Go back to the list of runs to find the one you want."
          />
        </EmptyState>
      </Card>
    );
  return (
    <DataView
      value={data?.disbursementRun}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(messages.loading)}
      failure={{
        title: intl.formatMessage({ id: 'admin.disbursement.runPage.failed', defaultMessage: 'The stipend run could not be loaded' }),
        fallback: DISBURSEMENT_FAILED.run,
      }}
      frame={(face) => <Card>{face}</Card>}
    >
      {(run) => <RunView run={run} refresh={refresh} refreshing={refreshing} />}
    </DataView>
  );
}

type Notice = { tone: 'success' | 'error'; message: string };

function RunView({
  run: masked,
  refresh,
  refreshing,
}: {
  run: FragmentType<typeof RunPageRunFragment>;
  refresh: () => void;
  refreshing: boolean;
}) {
  const run = getFragmentData(RunPageRunFragment, masked);
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const intl = useIntl();
  // A run just created says so, in the reader's words, with what its rules decided.
  const created = (location.state as { created?: unknown } | null)?.created === true;
  const [notice, setNotice] = useState<Notice | null>(created ? { tone: 'success', message: createdNotice(intl, run) } : null);
  const [action, setAction] = useState<RunAction | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [updateItem] = useMutation(UpdateDisbursementItemMutation);
  const [approve] = useMutation(ApproveDisbursementRunMutation);
  const [cancel] = useMutation(CancelDisbursementRunMutation);
  const [confirmCancel] = useMutation(ConfirmDisbursementCancelMutation);
  const [withdrawCancel] = useMutation(WithdrawDisbursementCancelMutation);
  const [markPaid] = useMutation(MarkDisbursementRunPaidMutation);
  const [markFailed] = useMutation(MarkDisbursementTransferFailedMutation);
  const [confirmFailed] = useMutation(ConfirmDisbursementTransferFailedMutation);
  const [dismissFailure] = useMutation(DismissDisbursementTransferFailureMutation);
  // What every change asks the run back with: the rows this page shows.
  const rows = runRowArgs(params);
  const runId = id ?? run.id;
  const today = dateInputValue(new Date());

  /**
   * Sends one change; its answer (the run) replaces what the page shows, and the notice says what the step did.
   * Never sent again by itself.
   */
  async function change(
    operation: DisbursementOperation,
    send: () => Promise<{ run: FragmentType<typeof RunPageRunFragment> } | undefined>,
  ): Promise<ChangeResult> {
    try {
      const answer = await send();
      if (answer && action)
        setNotice({ tone: 'success', message: changeNotice(intl, action, getFragmentData(RunPageRunFragment, answer.run)) });
      return { ok: true };
    } catch (failure) {
      return { ok: false, message: errorMessage(failure, DISBURSEMENT_FAILED[operation]), conflict: hasErrorCode(failure, 'CONFLICT') };
    }
  }

  function submit(values: ChangeValues): Promise<ChangeResult> {
    const version = run.version;
    const reason = values.reason ?? '';
    switch (action?.kind) {
      case 'approve':
        return change('approve', async () => (await approve({ variables: { id: runId, version, ...rows } })).data?.approveDisbursementRun);
      case 'cancel':
        return change(
          'cancel',
          async () => (await cancel({ variables: { id: runId, version, reason, ...rows } })).data?.cancelDisbursementRun,
        );
      case 'confirmCancel':
        return change(
          'cancel',
          async () => (await confirmCancel({ variables: { id: runId, version, ...rows } })).data?.confirmDisbursementCancel,
        );
      case 'withdrawCancel':
        return change(
          'cancel',
          async () => (await withdrawCancel({ variables: { id: runId, version, ...rows } })).data?.withdrawDisbursementCancel,
        );
      case 'paid':
        return change(
          'paid',
          async () =>
            (await markPaid({ variables: { id: runId, version, paidAt: paidAtOf(values.date ?? '', new Date()), ...rows } })).data
              ?.markDisbursementRunPaid,
        );
      case 'failed': {
        const { studentId } = action.row;
        return change(
          'transferFailed',
          async () => (await markFailed({ variables: { runId, studentId, reason, ...rows } })).data?.markDisbursementTransferFailed,
        );
      }
      case 'confirmFailure': {
        const { studentId } = action.row;
        return change(
          'transferFailed',
          async () => (await confirmFailed({ variables: { runId, studentId, ...rows } })).data?.confirmDisbursementTransferFailed,
        );
      }
      case 'dismissFailure': {
        const { studentId } = action.row;
        return change(
          'transferFailed',
          async () => (await dismissFailure({ variables: { runId, studentId, ...rows } })).data?.dismissDisbursementTransferFailure,
        );
      }
      case 'amount':
      case 'exclude':
      case 'include': {
        const input = {
          runId,
          studentId: action.row.studentId,
          version,
          reason,
          ...(action.kind === 'amount' ? { amountTzs: values.amountTzs } : { excluded: action.kind === 'exclude' }),
        };
        return change('editItem', async () => (await updateItem({ variables: { input, ...rows } })).data?.updateDisbursementItem);
      }
      default:
        return Promise.resolve({ ok: true });
    }
  }

  async function download(path: string) {
    setDownloading(true);
    const outcome = await downloadFile(path, `bank-file-${run.period}.csv`, DISBURSEMENT_FAILED.bankFile);
    setDownloading(false);
    if (!outcome.ok) setNotice({ tone: 'error', message: outcome.message });
    // The portal keeps the first download: from then on cancelling asks a second administrator, so the page shows it.
    else refresh();
  }

  const dialog = dialogFor(intl, action, run, today);
  return (
    <div className="space-y-6" aria-busy={refreshing || undefined}>
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      <RunSummary run={run} />
      <CancelRequest run={run} onAction={setAction} />
      <RunActions run={run} onAction={setAction} onDownload={(path) => void download(path)} downloading={downloading} />
      <RunChanges run={run} />
      <IncludedRows run={run} onAction={setAction} />
      <ExcludedRows run={run} onAction={setAction} />
      <RunChangeDialog
        title={dialog?.title ?? null}
        fields={dialog?.fields ?? {}}
        submitLabel={dialog?.submitLabel ?? ''}
        danger={dialog?.danger}
        onSubmit={submit}
        onClose={() => setAction(null)}
        onReload={() => {
          setAction(null);
          refresh();
        }}
      >
        {dialog?.body}
      </RunChangeDialog>
    </div>
  );
}
