import { twMerge } from 'tailwind-merge';

/**
 * Joins the truthy class names; where two Tailwind classes set the same property (a variant's
 * text colour and a caller's override), the later one wins instead of both applying.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
