import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

export function CardHeader({
  title,
  description,
  action,
  titleId,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  titleId?: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
      {/* min-w-0 and break-words: a long e-mail in a description wraps instead of widening the page. */}
      <div className="min-w-0">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 break-words text-sm text-slate-500">{description}</p>}
      </div>
      {action}
    </div>
  );
}
