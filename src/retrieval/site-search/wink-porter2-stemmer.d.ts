/** Types for wink-porter2-stemmer 2.0.1 (CommonJS, no bundled types): one function, word → Porter2 stem. */
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
