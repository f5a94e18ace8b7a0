/** The long-paste handling Document Q&A started with (u32c F2), now shared by the demos with a text box for documents: kit/largeInsert.ts. */
export {LARGE_INSERT_CHARS, VERY_LARGE_INSERT_CHARS, largeInsertText, spliceText} from '@site/src/demos/kit/largeInsert';
