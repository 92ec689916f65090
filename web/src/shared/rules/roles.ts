// Spec 6: the student role is compared case-insensitively with STUDENT.
export function isStudentRole(role: string | null | undefined): boolean {
  return role?.trim().toUpperCase() === 'STUDENT';
}
