/**
 * A chosen .txt/.md file's text for Document Q&A. Its own module, loaded when a reader chooses a file,
 * so the byte check's signature table stays out of the page's first load.
 */
import {readTextFile} from '@site/src/lib/files/textFile';
import {checkText} from './files';

/**
 * A chosen .txt/.md file's text, judged by its bytes (src/lib/files/textFile.ts, the one check every
 * tool uses): a ZIP, an image or other binary data named ".txt" is refused with its format named
 * instead of being indexed (u28s S-A3); text is then checked like pasted text.
 */
export function textOfFile(name: string, bytes: Uint8Array): {text: string; problem: null} | {text: null; problem: string} {
  const read = readTextFile(bytes);
  if (read.binary !== null) {
    return {text: null, problem: `“${name}” is not a text file: it looks like ${read.binary}. Save it as .txt or .md, or paste the text instead.`};
  }
  const problem = checkText(read.text);
  return problem ? {text: null, problem: `“${name}”: ${problem}`} : {text: read.text, problem: null};
}
