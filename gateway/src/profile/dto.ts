/** `GET /api/profile` as the provider answers it (spec section 7, server field names). */
export interface ProfileDTO {
  id: string | number;
  email?: string | null;
  name?: string | null;
  role?: string | null;
  sex?: string | null;
  phoneNumber?: string | null;
  universityName?: string | null;
  universityRegistrationId?: string | null;
  courseProgrammeName?: string | null;
  enrolledYear?: string | number | null;
  batchNo?: number | string | null;
  accountNumber?: string | null;
  enrollmentStatus?: string | null;
}

/** `PUT /api/profile/info` body (spec section 7). */
export interface ProfileInfoBody {
  name: string;
  email: string;
  phoneNumber: string | null;
  universityName: string | null;
  universityRegistrationId: string | null;
  courseProgrammeName: string | null;
  enrolledYear: string | null;
  batchNo: number;
  sex: string | null;
  enrollmentStatus: string;
  accountNumber: string | null;
}

/** `POST /api/auth/signup/complete` body (spec section 7). `batchNo` omitted: the invitation's. */
export interface SignupCompleteBody {
  name: string;
  email: string;
  sex: string;
  phoneNumber: string;
  universityName: string;
  universityRegistrationId: string;
  courseProgrammeName: string;
  enrolledYear: string;
  batchNo?: number;
  accountNumber: string;
}
