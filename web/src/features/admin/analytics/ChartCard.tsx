import { toPng } from 'html-to-image';
import { Download } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { downloadName, type Analytics, type FigureTable } from './analytics-series';
import { toCsv } from './csv';
import { saveHref, saveText } from './save-file';

export const PNG_FAILED = defineMessage({
  id: 'admin.analytics.chartCard.pngFailed',
  defaultMessage: 'The picture of the chart could not be made. Please try again.',
});

type ChartCardProps = {
  /** Names the chart's files and ids, e.g. gpa. */
  name: string;
  title: string;
  description: ReactNode;
  /** The chart's figures: its table and its CSV. */
  table: FigureTable;
  scope: Pick<Analytics, 'year' | 'batchNo'>;
  className?: string;
  children: ReactNode;
};

/**
 * A chart with what stands in for it: its figures as a table (a disclosure a screen reader reaches), and both
 * as files: the table as CSV and the chart as PNG.
 */
export function ChartCard({ name, title, description, table, scope, className, children }: ChartCardProps) {
  const figure = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const intl = useIntl();
  const titleId = `chart-${name}`;
  // The file's type is said after the chart's name, which only a screen reader hears: "Download GPA … as CSV".
  const downloadAs = (format: 'CSV' | 'PNG') => (
    <FormattedMessage
      id="admin.analytics.chartCard.download"
      defaultMessage="<hidden>Download {title} as</hidden> {format}"
      values={{ title, format, hidden: (words) => <span className="sr-only">{words}</span> }}
    />
  );

  const onCsv = () => saveText(toCsv(table.columns, table.rows), downloadName(name, scope, 'csv'), 'text/csv;charset=utf-8');
  async function onPng() {
    if (!figure.current) return;
    setBusy(true);
    setFailed(false);
    try {
      // The page's fonts are the system's: nothing to embed, so nothing is fetched to draw the picture.
      saveHref(
        await toPng(figure.current, { backgroundColor: '#ffffff', pixelRatio: 2, skipFonts: true }),
        downloadName(name, scope, 'png'),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby={titleId} className={className}>
      <CardHeader
        titleId={titleId}
        title={title}
        description={description}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="min-h-11" onClick={onCsv}>
              <Download className="size-4" aria-hidden />
              {downloadAs('CSV')}
            </Button>
            <Button variant="secondary" className="min-h-11" busy={busy} onClick={() => void onPng()}>
              <Download className="size-4" aria-hidden />
              {downloadAs('PNG')}
            </Button>
          </div>
        }
      />
      {failed && (
        <div className="px-5 pt-4">
          <Alert tone="error">{intl.formatMessage(PNG_FAILED)}</Alert>
        </div>
      )}
      <div
        ref={figure}
        className="bg-white px-3 py-4"
        role="img"
        aria-label={intl.formatMessage(
          { id: 'admin.analytics.chartCard.chart', defaultMessage: '{title}: a chart; its figures are in the table below it' },
          { title },
        )}
      >
        <p className="px-2 pb-2 text-sm font-semibold text-slate-900" aria-hidden>
          {title}
        </p>
        {children}
      </div>
      <details className="border-t border-slate-100">
        <summary className="flex min-h-11 cursor-pointer items-center px-5 text-sm font-medium text-slate-700">
          <FormattedMessage id="admin.analytics.chartCard.showTable" defaultMessage="Show as table" />
        </summary>
        <TableFrame
          caption={intl.formatMessage({ id: 'admin.analytics.chartCard.table', defaultMessage: '{title}, as a table' }, { title })}
        >
          <TableHead columns={table.columns} />
          <tbody className="divide-y divide-slate-100">
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className={`${bodyCell} font-medium`}>
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className={`${bodyCell} ${typeof cell === 'number' ? 'tabular-nums' : ''}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </details>
    </Card>
  );
}
