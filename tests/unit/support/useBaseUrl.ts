/** Stand-in for @docusaurus/useBaseUrl with baseUrl "/". */
export default function useBaseUrl(path: string): string {
  return path;
}
