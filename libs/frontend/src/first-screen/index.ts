// Loaded eagerly by the shell's main.ts, before the shared modules: nothing here may import react, antd or @rtm/contracts.
export { connectEarlyReads, startEarlyRead, type EarlyRead, type StartedRead } from './earlyReads';
export { preloadRemoteModules } from './preloadRemotes';
