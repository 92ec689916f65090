import { Info, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useViewer } from '@/shared/session/viewer';
import { buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { historyAccess } from './history-access';
import { SIGNED_OUT_MESSAGE } from './payment-messages';
import { PaymentHistory } from './PaymentHistory';
import { StipendHistory } from './StipendHistory';
import { SubmitControlNumberForm } from './SubmitControlNumberForm';

export function PaymentsPage() {
  const viewer = useViewer();
  const access = historyAccess(viewer);

  if (access === 'signed-out' || !viewer) {
    return (
      <Card>
        <EmptyState icon={LogIn} title={SIGNED_OUT_MESSAGE}>
          <Link to="/login" className={buttonClasses('primary', 'mt-2')}>
            Sign in
          </Link>
        </EmptyState>
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      <SubmitControlNumberForm userId={viewer.id} refreshHistory={access === 'student'} />
      {access === 'student' ? (
        <>
          <PaymentHistory userId={viewer.id} />
          <StipendHistory />
        </>
      ) : (
        <Card aria-labelledby="payment-history-title">
          <CardHeader titleId="payment-history-title" title="Payment history" />
          <EmptyState icon={Info} title="Payment history is for scholars">
            Only student accounts have a payment history. Sign in with your scholar account to see your submissions.
          </EmptyState>
        </Card>
      )}
    </div>
  );
}
