// The body of a 403, as the real system answers it (§security.8): the access check's outcome as text.

/** What a resource filter's refusal says (Druid 27: the refused access, printed). */
export const FILTER_REFUSAL = 'Allowed:false, Message:';

/** What a refused SQL query says (Druid 27). */
export const SQL_REFUSAL = 'Unauthorized';

export const accessRefusal = (text: string): { 'Access-Check-Result': string } => ({
  'Access-Check-Result': text,
});
