/** `GET /programme`. */
export interface ProgrammeDTO {
  /** Provider form, e.g. Y2024_2025. */
  currentAcademicYear: string;
}
