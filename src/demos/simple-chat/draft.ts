/**
 * The unsent message in a chat's box (issue 28 S-A3), kept in this tab's session storage so Back and
 * a reload bring it back; gone once sent or when the tab closes. Simple Chat and the Zohlar chat
 * each have their own key. Loaded with useKept once the page is idle; never holds the API key.
 */
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';

export type ChatDraft = {draft: string};

/**
 * The draft's spec: `workspace` is the Zohlar chat. A draft may run over the send limit (4,000): Send
 * says so; twice that is kept, counted in the draft's characters as the send check counts them
 * (D-1). The JSON cap leaves room for escaping (a control character takes six). Over that, nothing is kept, not
 * even the shorter draft kept before (u34c F5).
 */
export function chatDraftSpec(workspace: boolean): KeptSpec<ChatDraft> {
  return {
    key: workspace ? 'cap-demo:zohlar-chat:draft' : 'cap-demo:simple-chat:draft',
    version: 1,
    maxChars: 48_200,
    measure: {of: ({draft}) => draft.length, max: 8_000},
    what: 'your unsent message',
    session: true,
    read: (data) => {
      const draft = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).draft : null;
      return typeof draft === 'string' ? {draft} : null;
    },
    toText: ({draft}) => draft,
    // A draft over the cap replaces the one kept before it, which is removed: a reload never brings back text the
    // reader had deleted (u34c F5).
    clearWhenTooLarge: 'it is not kept after a reload, and no earlier draft is kept in its place: a reload leaves the box empty.',
  };
}
