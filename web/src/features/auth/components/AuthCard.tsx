import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/shared/routing/document-title';

/** One step of the account flow: a heading (the tab's title too), a short explanation, the form and its way out. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

export const textLinkClasses = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
