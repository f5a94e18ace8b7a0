/** Stand-in for @docusaurus/useGlobalData: tests set the plugin data they need. */
const data = new Map<string, unknown>();

export function setPluginData(plugin: string, value: unknown): void {
  data.set(plugin, value);
}

export function usePluginData(plugin: string): unknown {
  return data.get(plugin);
}

export default function useGlobalData(): Record<string, unknown> {
  return Object.fromEntries(data);
}
