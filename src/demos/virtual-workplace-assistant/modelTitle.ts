import {plainLabels, transcriptHeader} from './transcript';
import {SAMPLE_TITLE, SAMPLE_TRANSCRIPT} from './sample';

/**
 * The meeting's name in the request to the reader's model: the title typed in the box, else the title line the transcript
 * itself gives ("Meeting: Budget review", "Topic: …", a WebVTT NOTE), which the e-mail subject uses too, else "untitled"
 * (u33g F18: "Meeting: untitled" while the e-mail said "Follow-up: Budget review"). The sample's title left over a
 * different transcript names nothing, as for the subject.
 */
export function meetingNameForModel(title: string, transcript: string): string {
  const typed = title.trim();
  if (typed && !(typed === SAMPLE_TITLE && transcript !== SAMPLE_TRANSCRIPT)) return typed;
  return transcriptHeader(plainLabels(transcript)).title?.replace(/[.!?。]+$/u, '').trim() || 'untitled';
}
