/**
 * Choices of the profile's multi-selects and budget, also offered by the consultation form; free text would make
 * these impossible to match later. Kept apart from the schemas so a form can list them without loading zod.
 */
export const TARGET_EXAMS = ['CAT', 'XAT', 'NMAT', 'SNAP', 'MAT', 'CMAT', 'GMAT'] as const;
export const PREFERRED_LOCATIONS = [
  'Delhi NCR',
  'Mumbai',
  'Pune',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Ahmedabad',
  'Lucknow',
  'Indore',
  'Anywhere in India',
] as const;
export const BUDGET_RANGES = ['Under ₹5 lakh', '₹5–10 lakh', '₹10–20 lakh', '₹20–30 lakh', 'Above ₹30 lakh'] as const;
