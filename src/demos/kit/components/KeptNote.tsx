/**
 * What a demo keeps of the reader's work (useKept), shown once there is something to say: the body
 * (KeptNoteBody.tsx) loads only then (saved work, a failure, unreadable data, or an Undo of "Forget it" to offer), so it costs the demo page nothing on first load. Renders
 * nothing on the server and in the first client render, so hydration is unchanged.
 */
import {useEffect, useState, type ReactNode} from 'react';
import type {Props} from './KeptNoteBody';

export default function KeptNote<T>(props: Props<T>): ReactNode {
  const {spec, savedAt, failure, unreadable, forgotten, broughtBack} = props.kept;
  const show = Boolean(spec && (savedAt || failure || unreadable || forgotten !== null || broughtBack));
  const [body, setBody] = useState<typeof import('./KeptNoteBody') | null>(null);
  useEffect(() => {
    if (show && !body) void import('./KeptNoteBody').then((module) => setBody(() => module));
  }, [show, body]);
  return body && show ? <body.default {...props} /> : null;
}
