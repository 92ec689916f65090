import { controlClasses } from '@/shared/ui/Field';

// Select takes its classes whole (a className replaces the control's own): the control's, made 44 px tall.
export const selectClasses = `${controlClasses} min-h-11`;
