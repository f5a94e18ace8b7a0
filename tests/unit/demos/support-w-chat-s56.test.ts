// s56 w-chat F4: false alarms of the model check on correct sentences, each beside a wrong one that stays flagged.
import {describe, expect, it} from 'vitest';
import {flagged} from './support-harness-50k.test';

const QUANT =
  'Approximate nearest-neighbor search › Quantization: smaller vectors\nProduct quantization (Jégou, Douze and Schmid, IEEE TPAMI 33(1), 2011) splits each vector into m sub-vectors and replaces each with the ID of its nearest centroid in a small codebook, typically 8 bits. A 1,536-dimension float32 vector (6,144 bytes) with m = 96 becomes 96 bytes, 64× smaller, and distances are computed from lookup tables. Scalar quantization (int8, about 4×) and binary quantization (1 bit per dimension, 32×) are simpler variants. Quantized search usually re-ranks its top candidates with full-precision vectors to recover recall.';
const ISO =
  'ISO/IEC 42001:2023 specifies an AI management system (AIMS). It follows the same clause structure as ISO/IEC 27001 (clauses 4–10: context, leadership, planning, support, operation, performance evaluation, improvement), adds a set of AI controls in Annex A with guidance in Annex B, and asks you to record which controls you apply and why in a Statement of Applicability.';

describe('w-chat F4', () => {
  it.each([
    [QUANT, 'Binary quantization stores 1 bit per dimension, making vectors 32× smaller [1].', false],
    [QUANT, 'Binary quantization stores 2 bits per dimension, making vectors 32× smaller [1].', true],
    [QUANT, 'Binary quantization makes vectors 64× smaller [1].', true],
    [ISO, 'ISO/IEC 42001 specifies an AI management system [1].', false],
    [ISO, 'ISO/IEC 42002 specifies an AI management system [1].', true],
  ])('%#: %j', (passage, answer, wrong) => {
    expect(flagged(answer, [passage])).toBe(wrong);
  });
});
