import { usePageMeta } from '../routing/page-meta';
import { Card } from './Card';
import { useSharedIntl } from './shared-intl';

/** The page's own title and subtitle as its opening card, for pages whose content lands later. */
export function PageIntro() {
  const intl = useSharedIntl();
  const meta = usePageMeta();
  if (!meta) return null;
  return (
    <Card className="px-5 py-6">
      <h2 className="text-lg font-semibold text-slate-900">{intl.formatMessage(meta.title)}</h2>
      {meta.subtitle && <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(meta.subtitle)}</p>}
    </Card>
  );
}
