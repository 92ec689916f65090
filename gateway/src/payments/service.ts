import { asStudent } from '../access/student.js';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import { listOf, written } from '../provider/answers.js';
import type { ProviderSession } from '../provider/session.js';
import type { PaymentDTO, SubmitControlNumberBody } from './dto.js';
import { submitFailedMessage } from '@nuru/rules/payments';
import { PAYMENT_NETWORK_MESSAGE, paymentServiceMessage, submitFailureMessage } from './messages.js';

// The payments screen words each status itself (docs/behaviour.md §8), so these errors carry it.
const historyRules: FailureRules = { messages: paymentServiceMessage, networkMessage: PAYMENT_NETWORK_MESSAGE, exposeHttpStatus: true };
const submitRules = (paymentType: string): FailureRules => ({
  messages: submitFailureMessage(paymentType),
  networkMessage: submitFailedMessage(paymentType),
  exposeHttpStatus: true,
});

/** The provider's payment service (docs/behaviour.md §7), failing in its words (section 8). */
export class PaymentsService {
  constructor(private readonly provider: ProviderSession) {}

  /** `GET /v2/payment/history`: the caller's submissions, newest first; for students only (docs/behaviour.md §6). */
  history(): Promise<PaymentDTO[]> {
    return withProviderErrors(async () => {
      const viewer = await asStudent(this.provider, async () => listOf<PaymentDTO>(await this.provider.get('/v2/payment/history')));
      if (!viewer.student) throw new UserFacingError(paymentServiceMessage(403, undefined), 'FORBIDDEN', { httpStatus: 403 });
      return viewer.value;
    }, historyRules);
  }

  /** `POST /v2/payment/submit-controlNumber`: answers a message string, an object with a message or data, or nothing readable. */
  submit(body: SubmitControlNumberBody): Promise<unknown> {
    return withProviderErrors(
      () => written(this.provider.send<unknown>('POST', '/v2/payment/submit-controlNumber', body)),
      submitRules(body.paymentType),
    );
  }
}
