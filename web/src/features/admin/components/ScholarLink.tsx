import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A scholar's name in a list, leading to their page: a 44 px tall target, so a thumb can open it on a phone. */
export function ScholarLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Link to={`/admin/students/${id}`} className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline">
      {children}
    </Link>
  );
}
