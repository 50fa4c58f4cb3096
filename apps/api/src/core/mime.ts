/** A media type without its parameters, as types are compared (`audio/webm;codecs=opus` → `audio/webm`). */
export const essenceOf = (mimetype: string): string => mimetype.split(';')[0].trim().toLowerCase();
