import {describe, expect, it} from 'vitest';
import {detectFormat, parseSpeakerHeadings, parseWebVtt, readTranscript} from '@site/src/demos/virtual-workplace-assistant/transcript';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';

// The shape of a Zoom cloud-recording transcript (.vtt): numbered cues, "Name: text" inside each cue.
const ZOOM = `WEBVTT

1
00:00:01.350 --> 00:00:05.120
Maria Lopez: Good morning. The goal today is to confirm the launch plan.

2
00:00:05.900 --> 00:00:09.010
Tom Becker: Search pages take about four seconds at peak.

3
00:00:09.500 --> 00:00:13.000
Tom Becker: I will send the pilot customer list to marketing tomorrow.

4
00:00:13.500 --> 00:00:16.200
Maria Lopez: Agreed. We decided to launch to the pilot group first.
`;

// The shape of a Teams transcript in WebVTT (Microsoft Graph callTranscript content, text/vtt): cue ids and <v> voice tags.
const TEAMS = `\uFEFFWEBVTT
Kind: captions

NOTE
This transcript was generated automatically.
00:00:00.000 --> 00:00:01.000 is not a cue inside a NOTE.

STYLE
::cue { color: yellow; }

3c1a2b4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/12-0
00:00:03.125 --> 00:00:05.360 align:start position:10%
<v Aisha Khan>Support is ready on our side. The help articles</v>

3c1a2b4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/12-1
00:00:05.360 --> 00:00:07.000
<v Aisha Khan>are written &amp; reviewed.</v>

3c1a2b4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/13-0
01:02.000 --> 01:04.500
<v.loud Tom Becker><i>I'll</i> add caching for the product catalogue by Friday.
`;

describe('WebVTT transcripts (Zoom and Teams exports)', () => {
  it('drops the header, cue numbers and timings and keeps the speakers of a Zoom export', () => {
    expect(detectFormat(ZOOM)).toBe('webvtt');
    const u = parseWebVtt(ZOOM);
    expect(u.map((x) => x.speaker)).toEqual(['Maria Lopez', 'Tom Becker', 'Maria Lopez']);
    expect(u[1].text).toBe('Search pages take about four seconds at peak. I will send the pilot customer list to marketing tomorrow.');
    expect(u.map((x) => x.text).join(' ')).not.toMatch(/-->|00:00|^\d+$|WEBVTT/);
    expect(u[0].line).toBe(5);
  });

  it('reads Teams voice tags, joins a turn cut across cues, and skips NOTE and STYLE blocks', () => {
    const u = parseWebVtt(TEAMS);
    expect(u).toEqual([
      {speaker: 'Aisha Khan', text: 'Support is ready on our side. The help articles are written & reviewed.', line: 13},
      {speaker: 'Tom Becker', text: "I'll add caching for the product catalogue by Friday.", line: 21},
    ]);
  });

  it('a whole analysis of a Zoom export has no cue numbers or timings as sentences, and owned actions', () => {
    const result = analyseMeeting(ZOOM, 'Launch');
    if (!result.ok) throw new Error(result.error);
    const a = result.analysis;
    expect(a.format).toBe('webvtt');
    expect(a.speakers).toEqual(['Maria Lopez', 'Tom Becker']);
    expect(a.sentences.every((s) => !/-->|^\d+$/.test(s.text))).toBe(true);
    expect(a.sentences).toHaveLength(6);
    expect(a.actions).toContainEqual(expect.objectContaining({owner: 'Tom Becker', due: 'tomorrow'}));
    expect(a.decisions.map((d) => d.speaker)).toEqual(['Maria Lopez']);
  });

  it('reads SubRip the same way', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nAna Ruiz: Hello there.\n\n2\n00:00:02,500 --> 00:00:04,000\nBen Ode: We need to ship it.\n';
    expect(readTranscript(srt)).toEqual({
      format: 'webvtt',
      utterances: [
        {speaker: 'Ana Ruiz', text: 'Hello there.', line: 3},
        {speaker: 'Ben Ode', text: 'We need to ship it.', line: 7},
      ],
    });
  });
});

describe('speaker heading transcripts', () => {
  const TEXT = 'Launch check-in\n\nMaria Lopez   0:03\nGood morning, everyone.\nLet us start.\n\nTom Becker   1:15\nThe build is feature complete.\n';
  it('takes the name above each turn and never the time as text', () => {
    expect(detectFormat(TEXT)).toBe('speaker-headings');
    expect(parseSpeakerHeadings(TEXT)).toEqual([
      {speaker: 'Maria Lopez', text: 'Good morning, everyone. Let us start.', line: 4},
      {speaker: 'Tom Becker', text: 'The build is feature complete.', line: 8},
    ]);
  });

  it('keeps plain "Name: text" transcripts as they were', () => {
    expect(detectFormat('[09:00] Ana Ruiz: Hello there.\nBen: Hi.')).toBe('lines');
  });
});
