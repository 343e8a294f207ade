import type { TFieldMessage } from '../lib/app-error';
import { khmerDigits } from '../lib/khmer';

type TIssue = {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  keys?: string[];
  expected?: string;
  input?: unknown;
};

/**
 * Turns zod issues into field messages in Khmer and English. Khmer numerals are used in the Khmer text
 * because that is how a Khmer form speaks to its user.
 */
export function fieldMessages(issues: readonly TIssue[], prefix?: string): TFieldMessage[] {
  const out: TFieldMessage[] = [];
  for (const issue of issues) {
    const base = (issue.path ?? []).map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) {
        out.push({
          Field: join(prefix, base ? `${base}.${key}` : key),
          Message: 'វាលនេះមិនត្រូវបានអនុញ្ញាតទេ',
          MessageEn: 'This field is not allowed',
        });
      }
      continue;
    }
    const [km, en] = describe(issue);
    out.push({ Field: join(prefix, base), Message: km, MessageEn: en });
  }
  return out;
}

const join = (prefix: string | undefined, field: string) => (prefix ? (field ? `${prefix}.${field}` : prefix) : field);

function describe(issue: TIssue): [string, string] {
  // A schema may carry its own bilingual message as 'ខ្មែរ | English': the most specific, so it wins.
  // (zod's own messages may contain ' | ' too, listing choices: the Khmer half must be Khmer.)
  const [km, en] = issue.message?.split(' | ') ?? [];
  if (km && en && /[\u1780-\u17FF]/.test(km)) return [km, en];
  // zod 4 leaves the input out of its issues unless asked; its message then says what was received.
  const missing =
    'input' in issue ? issue.input === undefined || issue.input === null || issue.input === '' : /received (undefined|null)$/.test(issue.message ?? '');
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return ['សូមបំពេញវាលនេះ', 'This field is required'];
      return [`ប្រភេទទិន្នន័យមិនត្រឹមត្រូវ (ត្រូវការ ${issue.expected ?? ''})`.trim(), `Wrong type of value (expected ${issue.expected ?? 'another type'})`];
    case 'too_small':
      if (issue.origin === 'string') {
        if (Number(issue.minimum) <= 1) return ['សូមបំពេញវាលនេះ', 'This field is required'];
        return [`ត្រូវមានយ៉ាងតិច ${khmerDigits(issue.minimum ?? 0)} តួអក្សរ`, `Must be at least ${issue.minimum} characters`];
      }
      if (issue.origin === 'array') return [`ត្រូវមានយ៉ាងតិច ${khmerDigits(issue.minimum ?? 0)}`, `Must have at least ${issue.minimum} items`];
      return [`ត្រូវតែធំជាង ឬស្មើ ${khmerDigits(issue.minimum ?? 0)}`, `Must be at least ${issue.minimum}`];
    case 'too_big':
      if (issue.origin === 'string') return [`មិនអាចលើសពី ${khmerDigits(issue.maximum ?? 0)} តួអក្សរ`, `Must be at most ${issue.maximum} characters`];
      if (issue.origin === 'array') return [`មិនអាចលើសពី ${khmerDigits(issue.maximum ?? 0)}`, `Must have at most ${issue.maximum} items`];
      return [`ត្រូវតែតូចជាង ឬស្មើ ${khmerDigits(issue.maximum ?? 0)}`, `Must be at most ${issue.maximum}`];
    case 'invalid_value':
    case 'invalid_union':
      return ['តម្លៃនេះមិនត្រឹមត្រូវ', 'This value is not one of the allowed choices'];
    case 'invalid_format':
      return ['ទម្រង់មិនត្រឹមត្រូវ', 'The format is not valid'];
    default:
      break;
  }
  switch (issue.message) {
    case 'required':
      return ['សូមបំពេញវាលនេះ', 'This field is required'];
    case 'invalid_uuid':
      return ['លេខសម្គាល់មិនត្រឹមត្រូវ', 'The id is not valid'];
    case 'invalid_date':
      return ['កាលបរិច្ឆេទមិនត្រឹមត្រូវ (ឆ្នាំ-ខែ-ថ្ងៃ)', 'The date is not valid (YYYY-MM-DD)'];
    default:
      return ['តម្លៃនេះមិនត្រឹមត្រូវ', issue.message && issue.message.length < 120 ? issue.message : 'This value is not valid'];
  }
}
