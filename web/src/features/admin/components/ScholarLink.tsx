import type { ReactNode } from 'react';
import { TableLink } from './TableFrame';

/** A scholar's name in a list, leading to their page: a 44 px tall target, so a thumb can open it on a phone. */
export function ScholarLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <TableLink to={`/admin/students/${id}`} className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline">
      {children}
    </TableLink>
  );
}
