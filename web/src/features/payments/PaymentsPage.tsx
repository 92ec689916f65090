import { Info, LogIn } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useViewer } from '@/shared/session/viewer';
import { buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { historyAccess } from './history-access';
import { PaymentHistory } from './PaymentHistory';
import { StipendHistory } from './StipendHistory';
import { SubmitControlNumberForm } from './SubmitControlNumberForm';

export function PaymentsPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const access = historyAccess(viewer);

  if (access === 'signed-out' || !viewer) {
    return (
      <Card>
        <EmptyState
          icon={LogIn}
          title={intl.formatMessage({ id: 'payments.page.signedOut', defaultMessage: 'Please log in to view your payment history' })}
        >
          <Link to="/login" className={buttonClasses('primary', 'mt-2')}>
            <FormattedMessage id="payments.page.signIn" defaultMessage="Sign in" />
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
          <CardHeader
            titleId="payment-history-title"
            title={intl.formatMessage({ id: 'payments.history.title', defaultMessage: 'Payment history' })}
          />
          <EmptyState
            icon={Info}
            title={intl.formatMessage({ id: 'payments.page.forScholars', defaultMessage: 'Payment history is for scholars' })}
          >
            <FormattedMessage
              id="payments.page.forScholarsExplanation"
              defaultMessage="Only student accounts have a payment history. Sign in with your scholar account to see your submissions."
            />
          </EmptyState>
        </Card>
      )}
    </div>
  );
}
