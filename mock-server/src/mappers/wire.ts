/** Record-to-wire conversions of values every resource shows the same way. */
import { encodeLocalizedText, toDateTimeString } from '@market/domain';
import type { EpochMs, LocalizedText } from '@market/world';

/** An instant as the wire shows it: `yyyy-MM-dd HH:mm:ss` in Asia/Seoul. */
export const wireDateTime = (at: EpochMs) => toDateTimeString(new Date(at));

export const wireDateTimeOrNull = (at: EpochMs | null) => (at === null ? null : wireDateTime(at));

/** Multilingual text as the wire shows it: JSON-encoded. */
export const wireText = (text: LocalizedText) => encodeLocalizedText(text);
