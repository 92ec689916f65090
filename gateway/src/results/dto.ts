/** One row of `GET /api/results/all` (spec section 7; the reference provider adds the file details). */
export interface ResultDTO {
  fileName: string;
  /** Provider form, e.g. Y2024_2025. */
  resultYear?: string | null;
  status?: string | null;
  /** Portal form, e.g. 2024-2025. */
  year?: string | null;
  gpa?: number | string | null;
  fileSize?: number | null;
  fileType?: string | null;
  uploadedAt?: string | null;
  originalName?: string | null;
  reviewComment?: string | null;
}

/** `POST /api/results/upload` answer. */
export interface UploadAnswerDTO {
  fileName?: unknown;
  message?: unknown;
}
