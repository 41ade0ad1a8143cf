// The one logging shape every folder is handed (AppDeps.log): a level, a message, structured detail.

export type LogLevel = 'error' | 'info' | 'debug';
export type Log = (level: LogLevel, message: string, detail?: Record<string, unknown>) => void;
