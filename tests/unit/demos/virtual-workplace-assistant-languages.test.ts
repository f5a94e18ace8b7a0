/**
 * Action items, deadlines and decisions in German, Chinese and Japanese (the languages besides English
 * the demo's patterns cover), and sentence splitting by Unicode sentence segmentation.
 */
import {describe, expect, it} from 'vitest';
import {analyseMeeting, findDue, splitSentences} from '@site/src/demos/virtual-workplace-assistant/meeting';

const actionsOf = (transcript: string) => {
  const r = analyseMeeting(transcript);
  if (!r.ok) throw new Error(r.error);
  return r.analysis.actions.map((a) => [a.owner, a.task, a.due]);
};

describe('sentences in any script', () => {
  it('ends sentences at 。！？ without a space, and at the danda and ؟', () => {
    expect(splitSentences('我会在周五之前把报告发给大家。好的！明天开会吗？')).toEqual(['我会在周五之前把报告发给大家。', '好的！', '明天开会吗？']);
    expect(splitSentences('रिपोर्ट तैयार है। कल भेजूँगा।')).toEqual(['रिपोर्ट तैयार है।', 'कल भेजूँगा।']);
    expect(splitSentences('هل التقرير جاهز؟ نعم.')).toEqual(['هل التقرير جاهز؟', 'نعم.']);
  });
  it('keeps abbreviations inside their sentence', () => {
    expect(splitSentences('Dr. Weber schickt z.B. die Liste. Danach testen wir.')).toEqual(['Dr. Weber schickt z.B. die Liste.', 'Danach testen wir.']);
  });
});

describe('action items in Chinese', () => {
  it('reads "王伟：我会在周五之前把报告发给大家。" as Wang Wei\'s task due Friday', () => {
    expect(actionsOf('王伟：我会在周五之前把报告发给大家。\n李娜：好的。')).toEqual([['王伟', '在周五之前把报告发给大家', '周五']]);
  });
  it('gives a task to the person named, and "we need to" to nobody', () => {
    expect(actionsOf('李娜：王伟负责联系供应商，下周一之前。我们需要确认预算。\n王伟：没问题。')).toEqual([
      ['王伟', '联系供应商，下周一之前', '下周一'],
      ['Unassigned', '确认预算', null],
    ]);
  });
});

describe('action items in Japanese', () => {
  it('reads a first-person promise with a deadline', () => {
    expect(actionsOf('田中：資料は金曜日までに送ります。\n佐藤：了解です。私が議事録を作成します。')).toEqual([
      ['田中', '資料は金曜日までに送ります', '金曜日'],
      ['佐藤', '議事録を作成します', null],
    ]);
  });
});

describe('action items in German', () => {
  it('reads "Ich schicke … bis Freitag", "Name wird …" and "Wir müssen …"', () => {
    expect(
      actionsOf('Anna Schmidt: Ich schicke das Protokoll bis Freitag.\nTom Becker: Tom wird die Folien bis Ende der Woche fertig machen.\nAnna Schmidt: Wir müssen das Budget klären.'),
    ).toEqual([
      ['Anna Schmidt', 'Schicke das Protokoll bis Freitag', 'Freitag'],
      ['Tom Becker', 'Die Folien bis Ende der Woche fertig machen', 'Ende der Woche'],
      ['Unassigned', 'Das Budget klären', null],
    ]);
  });
  it('does not take an opinion for a promise', () => {
    expect(actionsOf('Anna: Ich denke, das Budget reicht nicht.\nTom: Ich glaube auch.')).toEqual([]);
  });
});

describe('deadlines', () => {
  it.each([
    ['Ich schicke es bis morgen.', 'morgen'],
    ['Bitte bis zum 12. März fertig.', '12. März'],
    ['我星期五前发给你。', '星期五'],
    ['明天我来处理。', '明天'],
    ['来週までに確認します。', '来週'],
  ])('%s -> %s', (text, due) => expect(findDue(text)).toBe(due));

  it('a German weekday without "bis/vor/am" is not a deadline', () => {
    expect(findDue('Freitag war ein ruhiger Tag.')).toBeNull();
  });
});

describe('decisions in German, Chinese and Japanese', () => {
  it.each([
    'Anna: Wir haben beschlossen, das Pilotprojekt zu starten.',
    '王伟：我们决定下个月上线。',
    '田中：新しいツールを使うことに決まりました。',
  ])('%s', (transcript) => {
    const r = analyseMeeting(transcript);
    if (!r.ok) throw new Error(r.error);
    expect(r.analysis.decisions).toHaveLength(1);
  });
});
