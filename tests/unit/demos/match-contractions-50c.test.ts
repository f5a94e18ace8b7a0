/**
 * s50-c for s50-r (issue 28, tester u33c F1, OFF1.5: /tmp/u33c/FINDINGS.md). "Is pgvector free? I don't want a paid
 * service" was refused with "… but not “pgvector” or “don't”": the matcher counts the contraction "don't" as a topic word
 * the passage must hold. The fix belongs in kit/match.ts (s50-r owns it); the chat no longer names that sentence as an
 * unmatched part (simple-chat-50c.test.ts), but the matcher still weighs "don't".
 *
 * `it.fails` passes while the fault is there; whoever fixes match.ts changes it to `it`.
 */
import {describe, expect, it} from 'vitest';
import {contentTerms} from '@site/src/demos/kit/match';

describe('u33c OFF1.5: contractions are not topic words (for s50-r, kit/match.ts)', () => {
  it.fails.each([["I don't want a paid service", "don't"], ["Why doesn't pgvector index 3,072 dimensions?", "doesn't"], ["I can't use a paid service", "can't"], ["Isn't RRF rank based?", "isn't"]])(
    '%s: %s is not a content term',
    (q, word) => {
      expect(contentTerms(q)).not.toContain(word);
    },
  );
});
