/** One entry of `GET /api/v2/payment/history` (spec section 7). */
export interface PaymentDTO {
  id: string | number;
  controlNumber?: string | null;
  paymentType?: string | null;
  status?: string | null;
  createdAt?: string | null;
  paymentYear?: string | null;
}

/** `POST /api/v2/payment/submit-controlNumber` body. */
export interface SubmitControlNumberBody {
  controlNumber: string;
  paymentType: string;
  /** Absent: the provider files it under the programme's current year. */
  paymentYear?: string;
}
