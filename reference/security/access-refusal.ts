// The body of a 403, as the real system answers it (§security.8, §security.21): the access check's outcome as text.

/** What a refused access says: Druid 36 (recorded); Druid 27 printed the check itself, "Allowed:false, Message:". */
export const ACCESS_REFUSAL = 'Unauthorized';

export const accessRefusal = (text: string): { 'Access-Check-Result': string } => ({
  'Access-Check-Result': text,
});

/** The security API's refusal is text, not JSON (Druid 36 recorded through `/proxy/coordinator`, §security.21). */
export const SECURITY_API_REFUSAL = `Access-Check-Result: ${ACCESS_REFUSAL}`;
